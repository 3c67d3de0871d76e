import type { GetRecognizedDataEvent, GetRecognizeProgressEvent, RecognitionUpload } from '@autocredit/generated/api';
import { dealOfCollection, visibilityTexts, visibleCollection } from '../deal-book/visibility';
import { DomainError } from '../errors';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import type { World } from '../world/world';
import type { FileStore, StoredUpload } from './file-store';
import { bulkTexts, checkBatch, storeBatch, type UploadBatch } from './bulk-upload';
import { pdfPageRuns } from './pdf-text';
import {
  anyRecognized,
  derivedPerson,
  fillEmpty,
  nothingRecognized,
  personFromText,
  type Recognized,
} from './recognized-person';

/** An upload of the short form's uploader: what to answer, and the events to publish to the uploader in order. */
export interface RecognitionStarted {
  upload: RecognitionUpload;
  events: [...GetRecognizeProgressEvent[], GetRecognizedDataEvent];
}

/** What one file gives: read from its text (a PDF with text), else derived from its bytes. */
async function recognizeFile(file: StoredUpload): Promise<{ recognized: Recognized; fromText: boolean }> {
  if (file.mimeType === 'application/pdf') {
    try {
      const pages = await pdfPageRuns(file.content);
      if (pages.some((runs) => runs.some((run) => run.text.trim() !== ''))) {
        return { recognized: personFromText(pages), fromText: true };
      }
    } catch {
      // A PDF pdf-lib cannot read (broken, encrypted) is recognised as an image would be.
    }
  }
  return { recognized: derivedPerson(file.content), fromText: false };
}

/**
 * Whether a collection may take the short form's uploads of this author: one the uploader made earlier (its id is
 * the id of the first file stored in it, see `recognizeUploads`). A deal's collection is `uploaderCollection`'s.
 */
export function isUploaderCollection(files: FileStore, collectionId: number, authorId: number): boolean {
  try {
    const first = files.get(collectionId);
    return first.collectionId === collectionId && first.authorId === authorId;
  } catch {
    return false;
  }
}

/**
 * A collection the short form's uploader may fill: a deal's the viewer sees (`visibleCollection`), or one the viewer
 * made with the uploader earlier; else 404 'Заявка не найдена'.
 */
export function uploaderCollection(
  parts: { world: World; lists: Lists; files: FileStore },
  viewer: Viewer,
  collectionId: number,
): void {
  if (dealOfCollection(parts.world, collectionId) !== undefined) visibleCollection(parts, viewer, collectionId);
  else if (!isUploaderCollection(parts.files, collectionId, viewer.id)) {
    throw new DomainError('not-found', visibilityTexts.dealNotFound);
  }
}

/**
 * The short form's uploader (000 §2.12): the files are checked and stored as a bulk upload's, in the collection given
 * or a new one. Answers the upload and its events: one `getRecognizeProgress` per file, then one `getRecognizedData`
 * whose fields come from the first file that has each (a PDF's text, else a person derived from the first file's bytes).
 */
export async function recognizeUploads(
  files: FileStore,
  input: { uploads: UploadBatch; collectionId?: number; authorId: number },
): Promise<RecognitionStarted> {
  checkBatch(input.uploads);
  const stored = storeBatch(files, input.uploads, input.authorId);
  const collectionId = input.collectionId ?? stored[0]!.id;
  for (const file of stored) file.collectionId = collectionId;

  const results = await Promise.all(stored.map(recognizeFile));
  const read = results.map((r, i) => ({ ...r, fileId: stored[i]!.id }));
  const fromText = read.filter((r) => r.fromText);
  const sources = fromText.length > 0 ? fromText : read.slice(0, 1);
  const data = sources.reduce((all, r) => fillEmpty(all, r.recognized), nothingRecognized());
  const fileId = sources.find((r) => anyRecognized(r.recognized))?.fileId ?? null;

  const key = String(collectionId);
  const total = stored.length;
  const progress = stored.map((file, i): GetRecognizeProgressEvent => ({
    type: 'getRecognizeProgress',
    data: { [key]: { load: i + 1, total, title: bulkTexts.progressTitle, fileId: file.id } },
    error: null,
  }));
  const recognized: GetRecognizedDataEvent = {
    type: 'getRecognizedData',
    data: { collectionId, fileId, ...data },
    error: null,
  };
  return {
    upload: {
      collectionId,
      files: stored.map((f) => ({ id: f.id, name: f.name, mimeType: f.mimeType, size: f.content.length })),
    },
    events: [...progress, recognized],
  };
}
