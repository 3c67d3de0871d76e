import { useCallback, useState } from 'react';
import { ImageView } from './image-view';
import { PdfView } from './pdf-view';
import { VIEWER_FAILED, viewKind, viewerToolTexts } from './viewer-tools';

/** The content of a file as its query gives it (TanStack Query's result fits). */
export interface BlobContent {
  data?: Blob;
  isPending: boolean;
  isError: boolean;
}

/**
 * A file in the viewer: its pages (PDF, pdf.js loaded lazily) or the picture (images) at the zoom and rotation, a
 * spinner while it loads. A file that cannot be fetched or shown, or is neither, says `failureText` ('Произошла
 * ошибка, скайчате документ'). `fileKey` names the file: a failure is forgotten when another file comes.
 */
export function BlobView({
  content,
  fileKey,
  name,
  mimeType,
  zoom,
  rotation,
  failureText = VIEWER_FAILED,
}: {
  content: BlobContent;
  fileKey: string | number;
  name: string;
  mimeType?: string;
  zoom: number;
  rotation: number;
  failureText?: string;
}) {
  const [failed, setFailed] = useState<string | number | null>(null);
  const onFailure = useCallback(() => setFailed(fileKey), [fileKey]);
  const kind = viewKind(mimeType, name);

  if (content.isError || failed === fileKey || kind === 'other') {
    return (
      <p className="document-viewer__failure" role="alert">
        {failureText}
      </p>
    );
  }
  if (content.isPending || !content.data) {
    return <i className="pi pi-spin pi-spinner document-viewer__spinner" aria-label={viewerToolTexts.loading} />;
  }
  return kind === 'pdf' ? (
    <PdfView content={content.data} zoom={zoom} rotation={rotation} onFailure={onFailure} />
  ) : (
    <ImageView content={content.data} name={name} zoom={zoom} rotation={rotation} onFailure={onFailure} />
  );
}
