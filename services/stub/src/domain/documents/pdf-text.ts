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

/** One shown string of a page: its text and the size of its font (the stub's layout tells labels from values by it). */
export interface PdfTextRun {
  text: string;
  size: number;
}

/**
 * The text of each page of a PDF made by pdf-lib with embedded fonts (the stub's renderer): every shown string
 * (`<…> Tj`) decoded through its font's ToUnicode map, with its font size, in the order drawn. The recognition of
 * the short form's uploads reads passports and consents with it. Another producer's PDF (other text operators, no
 * ToUnicode map) gives no runs or unreadable ones; a broken PDF throws.
 */
export async function pdfPageRuns(bytes: Uint8Array): Promise<PdfTextRun[][]> {
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
    const runs: PdfTextRun[] = [];
    let current = new Map<string, string>();
    let size = 0;
    for (const [, font, fontSize, hex] of content.matchAll(/(\/[^\s/]+)\s+([\d.]+)\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (font) {
        current = fonts.get(font) ?? new Map();
        size = Number(fontSize);
      } else {
        const text = (hex!.match(/.{4}/g) ?? []).map((g) => current.get(g.toLowerCase()) ?? '?').join('');
        runs.push({ text, size });
      }
    }
    return runs;
  });
}

/** The text of each page (see `pdfPageRuns`), one line per shown string. For tests that read a document back. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[][]> {
  return (await pdfPageRuns(bytes)).map((runs) => runs.map((run) => run.text));
}
