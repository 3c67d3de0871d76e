import type { StoredFile } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { BlobView } from '@/shared/ui/document-viewer';
import { fileContentQuery } from './documents-api';
import { documentTexts } from './documents';

/**
 * A file in the viewer (001 §2.7): fetched with the session's token (`GET {path}` as a blob), then its pages (PDF)
 * or the picture (images) at the zoom and rotation (the shared `BlobView`). A file that cannot be fetched or shown
 * says 'Произошла ошибка, скайчате документ'.
 */
export function DocumentView({ file, zoom, rotation }: { file: StoredFile; zoom: number; rotation: number }) {
  const content = useQuery(fileContentQuery(file));
  return (
    <BlobView
      content={content}
      fileKey={file.id}
      name={file.name}
      mimeType={file.mimeType}
      zoom={zoom}
      rotation={rotation}
      failureText={documentTexts.viewerFailed}
    />
  );
}
