import type { SnapshotChangeSet } from '@autocredit/generated/api';
import type { PreviousValues } from '../forms/changes';
import { clone, isRecord, setPath } from '../forms/paths';
import type { DocumentSource, FormSource } from '../forms/source';

/** The deal's documents at its previous snapshot: the documents now with the values the changed paths had then. */
export function documentsAtSnapshot(source: FormSource, previous: PreviousValues): Record<string, DocumentSource> {
  const then: { documents: Record<string, unknown> } = { documents: { ...source.documents } };
  for (const [path, value] of Object.entries(previous)) {
    if (path === 'documents') then.documents = isRecord(value) ? { ...value } : {};
    else if (path.startsWith('documents.')) {
      const code = path.split('.')[1]!;
      // Copy the document before changing a part of it: the data now stays as it is.
      if (isRecord(then.documents[code])) then.documents[code] = clone(then.documents[code]);
      setPath(then, path, clone(value));
    }
  }
  const documents: Record<string, DocumentSource> = {};
  for (const [code, document] of Object.entries(then.documents)) {
    if (isRecord(document) && Array.isArray(document.files)) documents[code] = document as unknown as DocumentSource;
  }
  return documents;
}

const fileIds = (documents: Record<string, DocumentSource>) =>
  Object.values(documents).flatMap((d) => d.files.map((f) => f.id));

/**
 * The deal's files changed since its previous snapshot (`GET /api/snapshot/changes/{id}?paths[]=documents`, read as
 * `result.documents.changed`, 001 §2.7, §7: the underwriters' markers on the documents screen): `changed` and
 * `added` the files there now that were not then (a file is never edited, only uploaded or replaced), `deleted` those
 * gone since. No previous snapshot: nothing changed.
 */
export function documentChanges(source: FormSource, previous: PreviousValues): SnapshotChangeSet {
  const then = new Set(fileIds(documentsAtSnapshot(source, previous)));
  const now = fileIds(source.documents);
  const present = new Set(now);
  const added = now.filter((id) => !then.has(id));
  return { added, changed: [...added], deleted: [...then].filter((id) => !present.has(id)) };
}
