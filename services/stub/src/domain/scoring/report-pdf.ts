import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';

let font: Uint8Array | undefined;

/** DejaVu Sans (Cyrillic), read once. */
function fontBytes(): Uint8Array {
  font ??= readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  return font;
}

/** What a report says: its title and its lines. */
export interface ReportText {
  title: string;
  lines: readonly string[];
}

/** A one-page A4 PDF of a report: the title, then its lines (Russian text, DejaVu Sans embedded as a subset). */
export async function reportPdf({ title, lines }: ReportText): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setProducer('autocredit stub');
  const sans = await doc.embedFont(fontBytes(), { subset: true });
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 56, y: 780, size: 16, font: sans });
  let y = 748;
  for (const line of lines) {
    page.drawText(line, { x: 56, y, size: 11, font: sans, color: rgb(0.15, 0.15, 0.15), maxWidth: 483 });
    y -= 20;
  }
  return Buffer.from(await doc.save());
}
