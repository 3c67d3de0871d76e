import { useState } from 'react';
import { isAbortError } from '@/shared/api/api-error';
import { failureText } from '@/shared/api/failure-text';
import { saveBlob } from '@/shared/lib/save-blob';
import { toast } from '@/shared/ui/toast';

/**
 * Fetches a file and saves it under a name: `saving` while it loads; a failure the client has not told already is an
 * error toast.
 */
export function useBlobSave() {
  const [saving, setSaving] = useState(false);
  const save = async (fetchBlob: () => Promise<Blob>, name: string) => {
    setSaving(true);
    try {
      saveBlob(await fetchBlob(), name);
    } catch (error) {
      const text = isAbortError(error) ? null : failureText(error);
      if (text) toast.error(text);
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
