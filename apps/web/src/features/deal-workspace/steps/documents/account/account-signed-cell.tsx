import type { DocumentGroupEntry } from '@autocredit/generated/api';
import { accountDocumentTexts as texts, canUploadSigned, signedFiles } from './account-documents';
import { documentLimit, documentTitle, type UploadRules } from '../documents';
import { AccountFileList, type AccountFileActions } from './account-file-item';
import { DocumentUpload } from '../document-upload';

/**
 * The second cell of a document's row on the account-documents panel (002 §2, §5): the files the client signed
 * (download, print, comments) and, while they are fewer than the document's limit, the upload of a signed file
 * (stored, then registered in the document as the client's).
 */
export function AccountSignedCell({
  collectionId,
  group,
  doc,
  actions,
  canUpload,
  rules,
  onRegistered,
}: {
  collectionId: number;
  group: string;
  doc: DocumentGroupEntry;
  actions: AccountFileActions;
  canUpload: boolean;
  rules: UploadRules;
  onRegistered(): Promise<unknown>;
}) {
  const files = signedFiles(doc);
  return (
    <div className="account-documents__cell">
      <AccountFileList files={files} actions={actions} />
      {canUploadSigned(doc, canUpload) ? (
        <div role="group" aria-label={`${texts.uploadSigned}: ${documentTitle(doc)}`}>
          <DocumentUpload
            id={`upload-${group}-${doc.code}`}
            target={{ collectionId, code: doc.code, group }}
            count={files.length}
            limit={documentLimit(doc)}
            rules={rules}
            onRegistered={onRegistered}
          />
        </div>
      ) : null}
    </div>
  );
}
