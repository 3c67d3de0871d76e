import { useEffect, useState, type SyntheticEvent } from 'react';
import { pictureWidth, type Size } from './viewer-tools';

/** The area a picture is fitted in: the viewer's scrolled content, less its padding. */
function areaOf(image: HTMLImageElement): Size {
  const box = image.closest('.document-viewer__content') ?? image.parentElement;
  if (!box) return { width: 0, height: 0 };
  const style = getComputedStyle(box);
  const pad = (a: string, b: string) => (parseFloat(a) || 0) + (parseFloat(b) || 0);
  return {
    width: Math.max(0, box.clientWidth - pad(style.paddingLeft, style.paddingRight)),
    height: Math.max(0, box.clientHeight - pad(style.paddingTop, style.paddingBottom)),
  };
}

/**
 * A picture from its content at its natural size, scaled down only to fit the viewer (aspect kept), times the zoom,
 * at the rotation; its object URL is released when it goes.
 */
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
  const [sizes, setSizes] = useState<{ natural: Size; area: Size } | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(content);
    setUrl(made);
    setSizes(null);
    return () => URL.revokeObjectURL(made);
  }, [content]);
  if (!url) return null;
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    setSizes({ natural: { width: image.naturalWidth, height: image.naturalHeight }, area: areaOf(image) });
  };
  const width = sizes && sizes.natural.width > 0 ? pictureWidth(sizes.natural, sizes.area, zoom, rotation) : null;
  return (
    <img
      className="document-viewer__image"
      src={url}
      alt={name}
      // until its size is known: never wider than the viewer, never stretched
      style={{ transform: `rotate(${rotation}deg)`, ...(width ? { width: `${width}px` } : { maxWidth: '100%' }) }}
      onLoad={onLoad}
      onError={onFailure}
    />
  );
}
