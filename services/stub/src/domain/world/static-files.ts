import type { Privilege, StaticFile } from '@autocredit/generated/api';
import { DomainError, texts } from '../errors';

/**
 * The static files: the underwriters' documents page (`document`, needs get-static-file) and the example files of
 * documents (`example`, downloaded from the checkers' and operators' task pages).
 */
export interface StaticFileRecord extends StaticFile {
  kind: 'document' | 'example';
}

export const STATIC_FILES: readonly StaticFileRecord[] = [
  {
    kind: 'document',
    code: 'underwriterRegulations',
    name: 'Регламент андеррайтинга.pdf',
    mimeType: 'application/pdf',
    canDownload: true,
  },
  {
    kind: 'document',
    code: 'strategyMatrix',
    name: 'Матрица стратегий верификации.pdf',
    mimeType: 'application/pdf',
    canDownload: false,
  },
  {
    kind: 'document',
    code: 'documentCheckGuide',
    name: 'Инструкция по проверке документов.pdf',
    mimeType: 'application/pdf',
    canDownload: true,
  },
  {
    kind: 'document',
    code: 'fraudMemo',
    name: 'Памятка по противодействию мошенничеству.pdf',
    mimeType: 'application/pdf',
    canDownload: false,
  },
  {
    kind: 'document',
    code: 'programRates',
    name: 'Тарифы программ автокредитования.pdf',
    mimeType: 'application/pdf',
    canDownload: true,
  },
  {
    kind: 'example',
    code: 'exampleConsentToPPD',
    name: 'Образец согласия на обработку персональных данных.pdf',
    mimeType: 'application/pdf',
    canDownload: true,
  },
  {
    kind: 'example',
    code: 'exampleLoanApplication',
    name: 'Образец заявления-анкеты.pdf',
    mimeType: 'application/pdf',
    canDownload: true,
  },
  {
    kind: 'example',
    code: 'examplePassportScan',
    name: 'Образец скана паспорта.png',
    mimeType: 'image/png',
    canDownload: true,
  },
];

export const staticFile = (code: string) => STATIC_FILES.find((f) => f.code === code);

export const staticFileTexts = { notFound: 'Файл не найден' } as const;

/**
 * The static file a user may download: an unknown code is not found (404); a document of the documents page needs
 * get-static-file (403), an example is anyone's.
 */
export function downloadableFile(code: string, privileges: readonly Privilege[]): StaticFileRecord {
  const file = staticFile(code);
  if (!file) throw new DomainError('not-found', staticFileTexts.notFound);
  if (file.kind === 'document' && !privileges.includes('get-static-file')) {
    throw new DomainError('forbidden', texts.forbidden);
  }
  return file;
}

/** The file name a download offers: its code with the extension of its name (the name itself goes as UTF-8). */
export const downloadName = (file: StaticFileRecord) => `${file.code}${file.name.slice(file.name.lastIndexOf('.'))}`;

/** The list of the documents page. */
export const documentFiles = (): StaticFile[] =>
  STATIC_FILES.filter((f) => f.kind === 'document').map(({ code, name, mimeType, canDownload }) => ({
    code,
    name,
    mimeType,
    canDownload,
  }));

/** The bytes of a static file: a one-page PDF naming it, or a 1×1 PNG. */
export function staticFileContent(file: StaticFileRecord): Buffer {
  if (file.mimeType === 'image/png') {
    return Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
  }
  return minimalPdf(`Autocredit: ${file.code}`);
}

/** A valid one-page PDF with a line of (ASCII) text. */
export function minimalPdf(text: string): Buffer {
  const safe = text.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const stream = `BT /F1 18 Tf 72 760 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
