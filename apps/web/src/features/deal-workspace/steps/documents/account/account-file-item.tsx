import type { StoredFile } from '@autocredit/generated/api';
import { accountDocumentTexts as texts } from './account-documents';
import { FileCommentsButton } from '../file-comments-button';
import { FileActionButton } from '../document-buttons';

/** What the files of the account-documents panel may do, and which of their outputs is under way. */
export interface AccountFileActions {
  dealId: number;
  canComment: boolean;
  /** Absent for who may not download (auditors). */
  onDownload?: (file: StoredFile) => void;
  /** Absent where printing is hidden (Firefox) or files are not downloaded. */
  onPrint?: (file: StoredFile) => void;
  /** The key of the output under way (`download-{id}`, `print-{id}`). */
  busy: string | null;
}

/** One file of a document on the account-documents panel (002 §2): its name, download, print and comments. */
export function AccountFileItem({ file, actions }: { file: StoredFile; actions: AccountFileActions }) {
  const { dealId, canComment, onDownload, onPrint, busy } = actions;
  return (
    <li className="account-documents__file" data-testid={`account-file-${file.id}`}>
      <i className="pi pi-file account-documents__file-icon" aria-hidden="true" />
      <span className="account-documents__file-name">{file.name}</span>
      <span className="documents__actions">
        {onDownload ? (
          <FileActionButton
            icon="pi pi-download"
            action={texts.download}
            fileName={file.name}
            loading={busy === `download-${file.id}`}
            onClick={() => onDownload(file)}
          />
        ) : null}
        {onPrint ? (
          <FileActionButton
            icon="pi pi-print"
            action={texts.print}
            fileName={file.name}
            loading={busy === `print-${file.id}`}
            onClick={() => onPrint(file)}
          />
        ) : null}
        {canComment ? <FileCommentsButton dealId={dealId} file={file} canWrite={canComment} /> : null}
      </span>
    </li>
  );
}

/** The files of one column of a document (generated or signed), or 'Нет файлов'. */
export function AccountFileList({ files, actions }: { files: readonly StoredFile[]; actions: AccountFileActions }) {
  return files.length > 0 ? (
    <ul className="account-documents__files">
      {files.map((file) => (
        <AccountFileItem key={file.id} file={file} actions={actions} />
      ))}
    </ul>
  ) : (
    <small className="account-documents__none">{texts.noFiles}</small>
  );
}
