import type { StoredFile } from '@autocredit/generated/api';
import { failureText } from '@/shared/api/failure-text';
import { toast } from '@/shared/ui/toast';
import { deleteFile } from '@/shared/files';

/**
 * Deleting a file of a field: a file registered in a document is deleted on the server (`POST /api/file/delete`)
 * first, and stays when that fails (a 403 says 'Невозможно удалить файл загруженный ранее', in an error toast); a
 * file not registered yet only leaves the value. `onDeleted` follows a deletion.
 */
export function fileDeleter(onDeleted: (file: StoredFile) => void | Promise<void>) {
  return async (file: StoredFile) => {
    const documentId = file.document?.id;
    if (typeof documentId === 'number') {
      try {
        await deleteFile(file.id, documentId);
      } catch (error) {
        const text = failureText(error);
        if (text) toast.error(text);
        return;
      }
    }
    await onDeleted(file);
  };
}
