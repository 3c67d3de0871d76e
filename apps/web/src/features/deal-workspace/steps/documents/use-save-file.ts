import { useState } from 'react';
import { logFailure } from '@/shared/api/log-failure';
import { saveBlob } from '@/shared/lib/save-blob';

/**
 * Saving a file fetched as a blob (a file, the zip, a merged PDF) under a name; `busy` is the key of the download
 * under way (its button spins). A failure is only logged (001 §8: other document action failures), the API client
 * having shown the server's messages.
 */
export function useSaveFile() {
  const [busy, setBusy] = useState<string | null>(null);
  const save = async (key: string, load: () => Promise<Blob>, name: string) => {
    setBusy(key);
    try {
      saveBlob(await load(), name);
    } catch (error) {
      logFailure(`The file ${name}`, error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, save };
}
