import { zipSync, type Zippable } from 'fflate';
import type { StoredFile } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import { documentListTexts, type FoundDocument } from './deal-documents';
import type { DocumentContents } from './file-content';
import { mergePdf, type MergePart } from './pdf';

/**
 * A name safe as a path segment of an archive and as a download name: no separators, control characters or the
 * characters file systems refuse, no leading dots (`..`), at most 120 characters; `fallback` when nothing is left.
 */
export function safeName(name: string, fallback = 'file'): string {
  const cleaned = [...name]
    .map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? '_' : c))
    .join('')
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 120)
    .trim();
  return cleaned === '' ? fallback : cleaned;
}

/** `name`, or `name (2)`... when taken (before the extension). */
function unique(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

const isSigned = (f: StoredFile) => (f.type ?? 'default') !== 'default';

/** The files of the documents in order (only the signed ones with `onlySign`). */
const filesOf = (documents: readonly FoundDocument[], onlySign = false) =>
  documents.flatMap(({ document }) =>
    document.files.filter((f) => !onlySign || isSigned(f)).map((file) => ({ document, file })),
  );

const dateOf = (files: readonly StoredFile[]) => {
  const times = files.map((f) => Date.parse(f.createdAt ?? '')).filter(Number.isFinite);
  return new Date(times.length > 0 ? Math.max(...times) : 0);
};

/**
 * The zip of the documents' files ('Скачать все документы', saved as docs.zip): one folder per document (its title),
 * each file under its name (made safe, numbered when two are the same); with `onlySign` only the client's signed
 * files. A file whose content is gone (an upload the stub no longer keeps) is left out; nothing left is 404 'Нет
 * документов'. Deterministic: the entries carry the files' times.
 */
export async function documentsZip(
  contents: DocumentContents,
  documents: readonly FoundDocument[],
  onlySign: boolean,
): Promise<Uint8Array> {
  const entries: Zippable = {};
  const taken = new Set<string>();
  for (const { document, file } of filesOf(documents, onlySign)) {
    let bytes;
    try {
      bytes = await contents.get(file.id);
    } catch {
      continue;
    }
    const folder = safeName(document.title, document.code);
    const path = unique(`${folder}/${safeName(file.name)}`, taken);
    const time = Date.parse(file.createdAt ?? '');
    entries[path] = [bytes.content, { mtime: new Date(Number.isFinite(time) ? time : Date.UTC(2000, 0, 1)) }];
  }
  if (Object.keys(entries).length === 0) throw new DomainError('not-found', documentListTexts.noDocuments);
  return zipSync(entries, { level: 6 });
}

/**
 * One PDF of the documents' files in order (`merge-pdf-document(s)`): each PDF's pages, each image on a page; a file
 * that cannot be read (or is gone) gives a page saying so. No file at all: 404 ('В документе нет файлов' for one
 * document, 'Нет документов' for several).
 */
export async function mergedDocumentsPdf(
  contents: DocumentContents,
  documents: readonly FoundDocument[],
  title: string,
): Promise<Uint8Array> {
  const files = filesOf(documents);
  if (files.length === 0) {
    const message = documents.length === 1 ? documentListTexts.noFiles : documentListTexts.noDocuments;
    throw new DomainError('not-found', message);
  }
  const parts: MergePart[] = [];
  for (const { file } of files) {
    try {
      const bytes = await contents.get(file.id);
      parts.push({ name: file.name, mimeType: bytes.mimeType, content: bytes.content });
    } catch {
      parts.push({ name: file.name, mimeType: 'application/octet-stream', content: new Uint8Array() });
    }
  }
  return mergePdf(parts, title, dateOf(files.map((f) => f.file)));
}
