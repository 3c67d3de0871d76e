import { useState } from 'react';
import { logFailure } from '@/shared/api/log-failure';
import { saveBlob } from '@/shared/lib/save-blob';
import { printBlob } from './print-blob';

/**
 * Downloading or printing a file fetched as a blob (a document's file, an example, the zip); `busy` is the key of the
 * one under way (its button spins). A failure is only logged (002 §8), the API client having shown the server's
 * messages.
 */
export function useFileOutput() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, load: () => Promise<Blob>, apply: (blob: Blob) => void, what: string) => {
    setBusy(key);
    try {
      apply(await load());
    } catch (error) {
      logFailure(`The file ${what}`, error);
    } finally {
      setBusy(null);
    }
  };
  return {
    busy,
    /** Saves the file under `name`. */
    download: (key: string, load: () => Promise<Blob>, name: string) =>
      run(key, load, (blob) => saveBlob(blob, name), name),
    /** Prints the file from a hidden frame. */
    print: (key: string, load: () => Promise<Blob>, name: string) => run(key, load, (blob) => printBlob(blob), name),
  };
}
