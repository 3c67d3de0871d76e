import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, PDFString, type PDFFont, type PDFPage, degrees, rgb } from 'pdf-lib';

/** A4 in points. */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.12, 0.12, 0.18);
const MUTED = rgb(0.38, 0.38, 0.45);

const require = createRequire(import.meta.url);
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;

/** DejaVu Sans (regular and bold, with Cyrillic), read once. */
function fontBytes() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** One block of a page, laid out from the top down. */
export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'field'; label: string; value: string | null }
  /** A photo (PNG) at the left with fields beside it: a passport's main page. */
  | { kind: 'photo'; png: Uint8Array; fields: Array<[string, string | null]> }
  | { kind: 'signature'; label: string; signed?: string }
  | { kind: 'space' };

export interface PdfSpec {
  /** The document's title (its metadata). */
  title: string;
  pages: PdfBlock[][];
  /** When the document was made: the metadata's dates (a fixed moment keeps the bytes the same). */
  date: Date;
  /** A scan: a tinted page with a frame. */
  scan?: boolean;
  /** A vertical line on the right edge (a passport's series and number). */
  edge?: string;
  /** A stamp across the first page (`ПОДПИСАНО`). */
  stamp?: string;
  /**
   * The code of the document a print form is (its barcode): kept in each page, where the recognition of a bulk
   * upload reads it (`pageDocumentCode`), also after the pages were merged with others.
   */
  documentCode?: string;
}

/** The page entry that carries a print form's document code (the stub's barcode). */
const DOCUMENT_CODE = PDFName.of('AutocreditDocumentCode');

/** The document code a page carries (a print form of the stub's, see `PdfSpec.documentCode`); null for any other. */
export function pageDocumentCode(page: PDFPage): string | null {
  const value = page.node.get(DOCUMENT_CODE);
  return value instanceof PDFString ? value.decodeText() : null;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Fontkit with the parsed fonts kept: parsing DejaVu takes longer than making a page. */
const parsed = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create: (bytes, postscriptName) => {
    const key = bytes as Uint8Array;
    let font = postscriptName === undefined ? parsed.get(key) : undefined;
    if (!font) {
      font = fontkit.create(bytes, postscriptName);
      if (postscriptName === undefined) parsed.set(key, font);
    }
    return font;
  },
};

async function newDocument(title: string, date: Date) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(cachingFontkit);
  doc.setTitle(title);
  doc.setAuthor('Автокредит');
  doc.setCreator('Автокредит');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  return doc;
}

/** The DejaVu subsets of a document; the names are fixed, so the same text gives the same bytes. */
async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const bytes = fontBytes();
  return {
    regular: await doc.embedFont(bytes.regular, { subset: true, customName: 'DejaVuSans' }),
    bold: await doc.embedFont(bytes.bold, { subset: true, customName: 'DejaVuSans-Bold' }),
  };
}

/** The words of a text in lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line === '' ? word : `${line} ${word}`;
      if (line !== '' && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Draws the blocks from the top of the page down; what does not fit is cut at the bottom margin. */
async function drawBlocks(doc: PDFDocument, page: PDFPage, blocks: PdfBlock[], f: Fonts) {
  const [width, height] = [page.getWidth(), page.getHeight()];
  const textWidth = width - 2 * MARGIN;
  let y = height - MARGIN;
  const lines = (text: string, font: PDFFont, size: number, x = MARGIN, w = textWidth, color = INK) => {
    for (const line of wrap(text, font, size, w)) {
      y -= size * 1.35;
      if (y < MARGIN) return;
      page.drawText(line, { x, y, size, font, color });
    }
  };
  const field = (label: string, value: string | null, x: number, w: number) => {
    lines(label, f.regular, 8, x, w, MUTED);
    lines(value ?? '—', f.bold, 11, x, w);
    y -= 4;
  };
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        lines(block.text, f.bold, 15);
        y -= 8;
        break;
      case 'heading':
        y -= 6;
        lines(block.text, f.bold, 12);
        y -= 2;
        break;
      case 'text':
        lines(block.text, f.regular, 10.5);
        y -= 4;
        break;
      case 'field':
        field(block.label, block.value, MARGIN, textWidth);
        break;
      case 'photo': {
        const image = await doc.embedPng(block.png);
        const w = 120;
        const h = (image.height / image.width) * w;
        const top = y;
        page.drawImage(image, { x: MARGIN, y: top - h - 6, width: w, height: h });
        for (const [label, value] of block.fields) field(label, value, MARGIN + w + 20, textWidth - w - 20);
        y = Math.min(y, top - h - 16);
        break;
      }
      case 'signature':
        y -= 24;
        page.drawLine({ start: { x: MARGIN + 260, y }, end: { x: width - MARGIN, y }, thickness: 0.6, color: MUTED });
        page.drawText(block.label, { x: MARGIN, y: y + 2, size: 10, font: f.regular, color: INK });
        if (block.signed) {
          page.drawText(block.signed, { x: MARGIN + 270, y: y + 4, size: 13, font: f.bold, color: rgb(0.1, 0.2, 0.6) });
        }
        y -= 6;
        break;
      case 'space':
        y -= 12;
        break;
    }
  }
}

/** A PDF of text pages (DejaVu Sans, so Cyrillic shows), A4, numbered; deterministic for the same spec. */
export async function renderPdf(spec: PdfSpec): Promise<Uint8Array> {
  const doc = await newDocument(spec.title, spec.date);
  const f = await embedFonts(doc);
  const count = spec.pages.length;
  for (const [i, blocks] of spec.pages.entries()) {
    const page = doc.addPage(A4);
    const [width, height] = A4;
    if (spec.documentCode) page.node.set(DOCUMENT_CODE, PDFString.of(spec.documentCode));
    if (spec.scan) {
      page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.97, 0.96, 0.93) });
      page.drawRectangle({
        x: MARGIN / 2,
        y: MARGIN / 2,
        width: width - MARGIN,
        height: height - MARGIN,
        borderColor: rgb(0.75, 0.7, 0.7),
        borderWidth: 1,
      });
    }
    await drawBlocks(doc, page, blocks, f);
    if (spec.edge) {
      page.drawText(spec.edge, {
        x: width - MARGIN / 2 - 14,
        y: height / 2 - 80,
        size: 14,
        font: f.bold,
        color: rgb(0.75, 0.1, 0.1),
        rotate: degrees(90),
      });
    }
    if (spec.stamp && i === 0) {
      page.drawText(spec.stamp, {
        x: width / 2 - 120,
        y: height / 2 - 60,
        size: 42,
        font: f.bold,
        color: rgb(0.2, 0.35, 0.75),
        opacity: 0.25,
        rotate: degrees(30),
      });
    }
    if (count > 1) {
      const label = `Стр. ${i + 1} из ${count}`;
      const size = 8;
      page.drawText(label, {
        x: width - MARGIN - f.regular.widthOfTextAtSize(label, size),
        y: MARGIN / 2 + 8,
        size,
        font: f.regular,
        color: MUTED,
      });
    }
  }
  return doc.save();
}

/** A file to merge: PDFs give their pages, PNG and JPEG images a page each. */
export interface MergePart {
  name: string;
  mimeType: string;
  content: Uint8Array;
}

/**
 * One PDF of the parts in order: the pages of each PDF, each image on a page of its own (A4, the image fitted within
 * the margins, landscape for a wide one). A part that cannot be read (a broken or encrypted PDF, another type) gives
 * a page saying so, so that the result always has a page for each part.
 */
export async function mergePdf(parts: readonly MergePart[], title: string, date: Date): Promise<Uint8Array> {
  const doc = await newDocument(title, date);
  let fonts: Fonts | undefined;
  const unreadable = async (name: string) => {
    fonts ??= await embedFonts(doc);
    const page = doc.addPage(A4);
    await drawBlocks(doc, page, [{ kind: 'text', text: `Файл «${name}» не удалось прочитать.` }], fonts);
  };
  for (const part of parts) {
    try {
      if (part.mimeType === 'application/pdf') {
        const source = await PDFDocument.load(part.content, { updateMetadata: false });
        const pages = await doc.copyPages(source, source.getPageIndices());
        if (pages.length === 0) throw new Error('no pages');
        for (const page of pages) doc.addPage(page);
      } else if (part.mimeType === 'image/png' || part.mimeType === 'image/jpeg') {
        const image =
          part.mimeType === 'image/png' ? await doc.embedPng(part.content) : await doc.embedJpg(part.content);
        const size: [number, number] = image.width > image.height ? [A4[1], A4[0]] : A4;
        const page = doc.addPage(size);
        const scale = Math.min((size[0] - 2 * MARGIN) / image.width, (size[1] - 2 * MARGIN) / image.height, 1);
        const [w, h] = [image.width * scale, image.height * scale];
        page.drawImage(image, { x: (size[0] - w) / 2, y: (size[1] - h) / 2, width: w, height: h });
      } else {
        throw new Error(`cannot merge ${part.mimeType}`);
      }
    } catch {
      await unreadable(part.name);
    }
  }
  return doc.save();
}

/** A PDF of some pages of another (0-based, in the order given), their entries kept (the document codes). */
export async function extractPages(
  content: Uint8Array,
  indices: readonly number[],
  title: string,
  date: Date,
): Promise<Uint8Array> {
  const source = await PDFDocument.load(content, { updateMetadata: false });
  const doc = await newDocument(title, date);
  for (const page of await doc.copyPages(source, [...indices])) doc.addPage(page);
  return doc.save();
}
