import { Button } from 'primereact/button';
import { useState } from 'react';
import { isAbortError } from '@/shared/api/api-error';
import { failureText } from '@/shared/api/failure-text';
import { fileContent } from '@/shared/files';
import { saveBlob } from '@/shared/lib/save-blob';
import { toast } from '@/shared/ui/toast';
import { DOCS_COLUMNS } from '../lib/pledge-texts';

/** The docs table's download: fetches the file with the session's token and saves it under its name. */
export function FileDownloadButton({ path, name }: { path: string; name: string }) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveBlob(await fileContent(path), name);
    } catch (error) {
      const text = isAbortError(error) ? null : failureText(error);
      if (text) toast.error(text);
    } finally {
      setLoading(false);
    }
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
