import type { StoredFile } from '@autocredit/generated/api';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { formatDateTime } from '@/shared/lib/format-date';
import { DOCS_COLUMNS, NO_FILES } from '../lib/pledge-texts';
import { FileDownloadButton } from './file-download-button';

/** The pledge view's docs step (002 §2): id, file name, creation date (dd.MM.yyyy HH:mm), download. */
export function PledgeDocsTable({ files, canDownload }: { files: StoredFile[]; canDownload: boolean }) {
  return (
    <DataTable value={files} dataKey="id" size="small" stripedRows emptyMessage={NO_FILES} aria-label="Документы">
      <Column header={DOCS_COLUMNS.id} field="id" />
      <Column header={DOCS_COLUMNS.name} field="name" />
      <Column header={DOCS_COLUMNS.createdAt} body={(file: StoredFile) => formatDateTime(file.createdAt)} />
      <Column
        header={DOCS_COLUMNS.download}
        body={(file: StoredFile) => (canDownload ? <FileDownloadButton path={file.path} name={file.name} /> : null)}
      />
    </DataTable>
  );
}
