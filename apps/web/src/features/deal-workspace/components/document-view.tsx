import type { File as StoredFile } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { fileContentQuery } from '../api/documents-api';
import { documentTexts } from '../lib/documents';
import { viewKind, viewerTexts } from '../lib/document-viewer';
import { PdfView } from './pdf-view';

/** A picture from its content, at the zoom and rotation; its object URL is released when it goes. */
function ImageView({
  content,
  name,
  zoom,
  rotation,
  onFailure,
}: {
  content: Blob;
  name: string;
  zoom: number;
  rotation: number;
  onFailure(): void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(content);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [content]);
  if (!url) return null;
  return (
    <img
      className="document-viewer__image"
      src={url}
      alt={name}
      style={{ transform: `rotate(${rotation}deg)`, width: `${zoom}%` }}
      onError={onFailure}
    />
  );
}

/**
 * A file in the viewer (001 §2.7): fetched with the session's token (`GET {path}` as a blob), then its pages (PDF)
 * or the picture (images) at the zoom and rotation. A file that cannot be fetched or shown says 'Произошла ошибка,
 * скайчате документ'.
 */
export function DocumentView({ file, zoom, rotation }: { file: StoredFile; zoom: number; rotation: number }) {
  const content = useQuery(fileContentQuery(file));
  const [failed, setFailed] = useState<number | null>(null);
  const onFailure = useCallback(() => setFailed(file.id), [file.id]);
  const kind = viewKind(file.mimeType, file.name);

  if (content.isError || failed === file.id || kind === 'other') {
    return (
      <p className="document-viewer__failure" role="alert">
        {documentTexts.viewerFailed}
      </p>
    );
  }
  if (content.isPending) {
    return <i className="pi pi-spin pi-spinner document-viewer__spinner" aria-label={viewerTexts.loading} />;
  }
  return kind === 'pdf' ? (
    <PdfView content={content.data} zoom={zoom} rotation={rotation} onFailure={onFailure} />
  ) : (
    <ImageView content={content.data} name={file.name} zoom={zoom} rotation={rotation} onFailure={onFailure} />
  );
}
