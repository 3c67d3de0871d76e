import type {
  DocumentGroupEntry,
  DocumentVerifyingStatus,
  StoredFile,
  SnapshotChangeSet,
} from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { logFailure } from '@/shared/api/log-failure';
import { toast } from '@/shared/ui/toast';
import { deleteDocumentFile, documentMergedPdf, setVerifyingStatus } from './documents-api';
import type { DocumentsAccess } from './documents-access';
import {
  canAddFiles,
  canMerge,
  canVerify,
  documentLimit,
  documentTexts,
  documentTitle,
  verification,
  type UploadRules,
} from './documents';
import { DocumentFilesTable } from './document-files-table';
import { DocumentUpload } from './document-upload';
import { VerificationMark } from './verification-mark';
import { useSaveFile } from './use-save-file';
import { fileContent } from '@/shared/files';

/** The props of a document's card. */
export interface DocumentCardProps {
  dealId: number;
  collectionId: number;
  group: string;
  doc: DocumentGroupEntry;
  access: DocumentsAccess;
  /** The upload rules of the document's field. */
  rules: UploadRules;
  /** The page's allow-delete flag; absent: the field's `allow_delete`. */
  allowDelete: boolean | undefined;
  changes: SnapshotChangeSet | undefined;
  onView(files: readonly StoredFile[], index: number): void;
  /** Reloads the documents after a change. */
  onChanged(): Promise<unknown>;
}

/**
 * One document of the documents screen (001 §2.7, §4, §5): its title and verification mark; for release managers the
 * verify buttons (verified / error), the merged PDF of its files, the add control and the table of its files.
 */
export function DocumentCard(props: DocumentCardProps) {
  const { dealId, collectionId, group, doc, access, rules, allowDelete, changes, onView, onChanged } = props;
  const { busy, save } = useSaveFile();
  const [deleting, setDeleting] = useState<number | null>(null);
  const [verifying, setVerifying] = useState<DocumentVerifyingStatus | null>(null);
  const title = documentTitle(doc);
  const documentId = typeof doc.id === 'number' ? doc.id : null;
  const deletable = access.canDelete && (allowDelete ?? rules.allowDelete) && documentId !== null;

  const mergedPdf = () => {
    if (documentId === null || !doc.code) {
      toast.error(documentTexts.cannotLoadFile);
      return;
    }
    void save('merged', () => documentMergedPdf(documentId), `${title}.pdf`);
  };

  const verify = async (status: DocumentVerifyingStatus) => {
    if (documentId === null) return;
    setVerifying(status);
    try {
      await setVerifyingStatus(documentId, status);
      await onChanged();
    } catch (error) {
      logFailure('The verification', error);
    } finally {
      setVerifying(null);
    }
  };

  const remove = async (file: StoredFile) => {
    if (documentId === null) return;
    setDeleting(file.id);
    try {
      if (await deleteDocumentFile(file.id, documentId)) await onChanged();
    } catch (error) {
      if (isApiError(error) && error.status === 403) toast.error(documentTexts.cannotDelete);
      else logFailure('The file deletion', error);
    } finally {
      setDeleting(null);
    }
  };

  const headingId = `document-${group}-${doc.code}`;
  return (
    <section className="documents__document" aria-labelledby={headingId} data-testid={`document-${doc.code}`}>
      <header className="documents__document-head">
        <h3 id={headingId} className="documents__document-title">
          {title}
        </h3>
        <VerificationMark status={verification(doc)} />
        {canVerify(doc, access.canVerify) ? (
          <span className="documents__verify">
            <Button
              type="button"
              icon="pi pi-check"
              size="small"
              outlined
              severity="success"
              label="Верно"
              aria-label={`Верно: ${title}`}
              loading={verifying === 'verified'}
              disabled={verifying !== null}
              onClick={() => void verify('verified')}
            />
            <Button
              type="button"
              icon="pi pi-times"
              size="small"
              outlined
              severity="danger"
              label="Ошибка"
              aria-label={`Ошибка: ${title}`}
              loading={verifying === 'error'}
              disabled={verifying !== null}
              onClick={() => void verify('error')}
            />
          </span>
        ) : null}
        {access.canDownload && canMerge(doc) ? (
          <Button
            type="button"
            icon="pi pi-file-pdf"
            size="small"
            text
            label="Скачать одним PDF"
            loading={busy === 'merged'}
            onClick={mergedPdf}
          />
        ) : null}
      </header>
      {canAddFiles(doc, access.canUpload) ? (
        <DocumentUpload
          id={`upload-${group}-${doc.code}`}
          target={{ collectionId, code: doc.code, group }}
          count={doc.files.length}
          limit={documentLimit(doc)}
          rules={rules}
          onRegistered={onChanged}
        />
      ) : null}
      <DocumentFilesTable
        files={doc.files}
        actions={{
          dealId,
          changes,
          canComment: access.canComment,
          onView: (file) => onView(doc.files, doc.files.indexOf(file)),
          ...(access.canDownload && {
            onDownload: (file: StoredFile) => void save(`file-${file.id}`, () => fileContent(file.path), file.name),
          }),
          ...(deletable && { onDelete: (file: StoredFile) => void remove(file) }),
          busy: deleting !== null ? `delete-${deleting}` : busy,
        }}
      />
    </section>
  );
}
