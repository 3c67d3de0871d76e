import { Button } from 'primereact/button';
import { useBlobSave } from '@/shared/files';
import { fileContent } from '@/shared/files';
import { DOCS_COLUMNS } from '../lib/pledge-texts';

/** The docs table's download: fetches the file with the session's token and saves it under its name. */
export function FileDownloadButton({ path, name }: { path: string; name: string }) {
  const { saving: loading, save } = useBlobSave();
  const download = async () => {
    await save(() => fileContent(path), name);
  };
  return (
    <Button
      type="button"
      icon="pi pi-download"
      text
      rounded
      size="small"
      aria-label={`${DOCS_COLUMNS.download}: ${name}`}
      tooltip={DOCS_COLUMNS.download}
      loading={loading}
      onClick={() => void download()}
    />
  );
}
