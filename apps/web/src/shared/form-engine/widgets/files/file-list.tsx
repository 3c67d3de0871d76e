import type { StoredFile } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { DownloadLink } from '@/shared/files';
import { fileTexts } from '@/shared/files';

/** The props of the list of a field's files. */
export interface FileListProps {
  files: readonly StoredFile[];
  /** Shows a delete button on the files it is given for; none when absent. */
  onDelete?: (file: StoredFile) => void;
  canDelete?: (file: StoredFile) => boolean;
  disabled: boolean;
}

/** The uploaded files: each name downloads the file; a delete button where deleting is allowed. */
export function FileList({ files, onDelete, canDelete = () => true, disabled }: FileListProps) {
  if (files.length === 0) return null;
  return (
    <ul className="file-list">
      {files.map((file) => (
        <li key={file.id} className="file-list__item">
          <DownloadLink path={file.path} name={file.name} />
          {onDelete && canDelete(file) && (
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              size="small"
              severity="danger"
              aria-label={`${fileTexts.delete} ${file.name}`}
              title={fileTexts.delete}
              disabled={disabled}
              onClick={() => onDelete(file)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
