import './files.css';
import { Button } from 'primereact/button';
import type { Ref, RefCallback } from 'react';
import { fileContent } from './file-api';
import { useBlobSave } from './use-blob-save';

/** The props of a download link. */
export interface DownloadLinkProps {
  /** The file's `path` (relative to the API). */
  path: string;
  /** The name it is saved under, and the link's text. */
  name: string;
  id?: string;
  inputRef?: RefCallback<HTMLElement>;
  disabled?: boolean;
}

/**
 * A file's name as a link: it fetches the file with the session's token (`GET {path}` as a blob) and saves it under
 * its name. A failure the client has not told already is an error toast.
 */
export function DownloadLink({ path, name, id, inputRef, disabled }: DownloadLinkProps) {
  const { saving: loading, save } = useBlobSave();
  const download = async () => {
    await save(() => fileContent(path), name);
  };
  return (
    <Button
      id={id}
      // PrimeReact's Button hands its <button> to a callback ref (its class type says otherwise).
      ref={inputRef as unknown as Ref<Button> | undefined}
      type="button"
      link
      size="small"
      icon="pi pi-download"
      label={name}
      className="download-link"
      loading={loading}
      disabled={disabled}
      onClick={() => void download()}
    />
  );
}
