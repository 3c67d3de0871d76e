import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';

/** The bytes of a stream object, decoded (Flate). */
function streamText(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

/** A font's glyph ids to text, from its ToUnicode CMap (`<0012> <0410>` pairs, as pdf-lib writes them). */
function toUnicode(doc: PDFDocument, font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const cmap = streamText(doc.context.lookup(font.get(PDFName.of('ToUnicode'))));
  for (const [, glyph, code] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
    const units = code!.match(/.{4}/g)!.map((u) => parseInt(u, 16));
    map.set(glyph!.toLowerCase(), String.fromCharCode(...units));
  }
  return map;
}

/**
 * The text of each page of a PDF made by pdf-lib with embedded fonts (the stub's renderer): every shown string
 * (`<…> Tj`) decoded through its font's ToUnicode map, one line each. For tests that read a generated document back.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref);
      if (font instanceof PDFDict) fonts.set(name.asString(), toUnicode(doc, font));
    }
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const content = parts
      .map((part) => streamText(part instanceof PDFRef ? doc.context.lookup(part) : part))
      .join('\n');
    const lines: string[] = [];
    let current = new Map<string, string>();
    for (const [, font, hex] of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (font) current = fonts.get(font) ?? new Map();
      else lines.push((hex!.match(/.{4}/g) ?? []).map((g) => current.get(g.toLowerCase()) ?? '?').join(''));
    }
    return lines;
  });
}
