import type { StoredFile, SnapshotChangeSet } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { documentTexts, fileMarker, formatCreated } from './documents';
import { FileCommentsButton } from './file-comments-button';
import { markerTitles } from '@/shared/contacts';
import { DeleteButton } from '@/shared/ui/delete-button';
import { FileActionButton } from './document-buttons';

/** What a file row may do: open it, download it, delete it; and whose changes to mark. */
export interface FileRowActions {
  dealId: number;
  /** The changes since the previous snapshot (underwriters outside the deal view); undefined: no marker column. */
  changes: SnapshotChangeSet | undefined;
  canComment: boolean;
  onView(file: StoredFile): void;
  /** Absent for auditors, who cannot download. */
  onDownload?: (file: StoredFile) => void;
  /** Absent where deleting is not allowed. */
  onDelete?: (file: StoredFile) => void;
  /** The key of the download or deletion under way (`file-{id}`, `delete-{id}`). */
  busy: string | null;
}

/**
 * The files of a document (001 §2.7): the change marker, the name (opens the viewer), the creation time, the comments
 * (count and popover) and the actions (view, download, delete).
 */
export function DocumentFilesTable({ files, actions }: { files: readonly StoredFile[]; actions: FileRowActions }) {
  const { dealId, changes, canComment, onView, onDownload, onDelete, busy } = actions;
  return (
    <DataTable cellMemo={false} value={[...files]} size="small" dataKey="id" emptyMessage={documentTexts.empty}>
      {changes ? (
        <Column
          header="Изменения"
          body={(file: StoredFile) => {
            const kind = fileMarker(file.id, changes);
            return kind ? <Tag value={markerTitles[kind]} severity={kind === 'added' ? 'success' : 'warning'} /> : null;
          }}
        />
      ) : null}
      <Column
        header="Наименование"
        body={(file: StoredFile) => (
          <Button type="button" link size="small" className="documents__file-name" onClick={() => onView(file)}>
            {file.name}
          </Button>
        )}
      />
      <Column header="Дата создания" body={(file: StoredFile) => formatCreated(file.createdAt)} />
      {canComment ? (
        <Column
          header="Комментарии"
          body={(file: StoredFile) => <FileCommentsButton dealId={dealId} file={file} canWrite={canComment} />}
        />
      ) : null}
      <Column
        header="Действия"
        body={(file: StoredFile) => (
          <span className="documents__actions">
            <FileActionButton icon="pi pi-eye" action="Просмотреть" fileName={file.name} onClick={() => onView(file)} />
            {onDownload ? (
              <FileActionButton
                icon="pi pi-download"
                action="Скачать"
                fileName={file.name}
                loading={busy === `file-${file.id}`}
                onClick={() => onDownload(file)}
              />
            ) : null}
            {onDelete ? (
              <DeleteButton
                aria-label={`Удалить ${file.name}`}
                title="Удалить"
                loading={busy === `delete-${file.id}`}
                onClick={() => onDelete(file)}
              />
            ) : null}
          </span>
        )}
      />
    </DataTable>
  );
}
