import { useEffect, useState } from 'react';

/** A picture from its content, at the zoom and rotation; its object URL is released when it goes. */
export function ImageView({
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
