import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import type { StaticFile } from '@autocredit/generated/api';
import { ListTableMessage } from '@/shared/list';
import { routeByName } from '@/shared/routing/route-table';
import { Page } from '@/shared/ui/page';
import { useSaveStaticFile, useStaticFiles } from '@/features/underwriter-documents/api/static-files-api';
import { StaticFileViewer } from './static-file-viewer';

/** The table's text when there are no documents (000 §2.10). */
export const NO_DOCUMENTS = 'Позиции отсутствуют';

/**
 * The underwriters' documents (/underwriter-documents, 000 §2.10): the file names with their actions, viewing (as
 * PDF pages, in the shared document viewer) and, when `canDownload`, the download; 'Позиции отсутствуют' when empty.
 */
export function UnderwriterDocumentsPage() {
  const files = useStaticFiles();
  const save = useSaveStaticFile();
  const [shown, setShown] = useState<StaticFile | null>(null);
  const saving = (file: StaticFile) => save.isPending && save.variables.code === file.code;

  const empty = files.isPending ? (
    <ListTableMessage status="loading" />
  ) : files.isError ? (
    <ListTableMessage status="failed" />
  ) : (
    <span data-testid="static-files-empty">{NO_DOCUMENTS}</span>
  );

  return (
    <Page title={routeByName('underwriter-documents').title}>
      <DataTable
        value={files.data ?? []}
        dataKey="code"
        size="small"
        stripedRows
        emptyMessage={empty}
        className="static-files-table"
        pt={{ bodyRow: { 'data-testid': 'static-file-row' } as object }}
      >
        <Column header="Название файла" field="name" />
        <Column
          header="Действия"
          body={(file: StaticFile) => (
            <span className="static-files-table__actions">
              <Button
                type="button"
                icon="pi pi-eye"
                size="small"
                text
                label="Просмотреть"
                aria-label={`Просмотреть ${file.name}`}
                onClick={() => setShown(file)}
              />
              {file.canDownload ? (
                <Button
                  type="button"
                  icon="pi pi-download"
                  size="small"
                  text
                  label="Скачать"
                  aria-label={`Скачать ${file.name}`}
                  loading={saving(file)}
                  onClick={() => save.mutate(file)}
                />
              ) : null}
            </span>
          )}
        />
      </DataTable>
      <StaticFileViewer
        file={shown}
        onHide={() => setShown(null)}
        onDownload={(file) => save.mutate(file)}
        downloading={shown !== null && saving(shown)}
      />
    </Page>
  );
}
