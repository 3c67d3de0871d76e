import { useEffect, useRef, useState } from 'react';
import type { PdfDocument } from './pdf-renderer';

/** A cancelled drawing (the zoom or the rotation changed meanwhile) is no failure. */
const cancelled = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'RenderingCancelledException';

/** One page drawn on its canvas at the zoom and rotation; drawn again when they change. */
function PdfPage({
  pdf,
  number,
  scale,
  rotation,
  onFailure,
}: {
  pdf: PdfDocument;
  number: number;
  scale: number;
  rotation: number;
  onFailure(): void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return undefined;
    let stop = false;
    let cancel = () => {};
    pdf
      .renderPage(number, target, scale, rotation)
      .then((rendering) => {
        cancel = rendering.cancel;
        if (stop) rendering.cancel();
        return rendering.promise;
      })
      .catch((error: unknown) => {
        if (!stop && !cancelled(error)) onFailure();
      });
    return () => {
      stop = true;
      cancel();
    };
  }, [pdf, number, scale, rotation, onFailure]);
  return <canvas ref={canvas} className="document-viewer__page" data-testid={`pdf-page-${number}`} />;
}

/**
 * The pages of a PDF (001 §2.7), drawn with pdf.js, which is loaded only now (its own chunk, `import()`), at `zoom`
 * percent turned by `rotation` degrees. A file pdf.js cannot open or draw calls `onFailure`.
 */
export function PdfView({
  content,
  zoom,
  rotation,
  onFailure,
}: {
  content: Blob;
  zoom: number;
  rotation: number;
  onFailure(): void;
}) {
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  useEffect(() => {
    let stop = false;
    let opened: PdfDocument | null = null;
    (async () => {
      const [{ openPdf }, data] = await Promise.all([import('./pdf-renderer'), content.arrayBuffer()]);
      opened = await openPdf(data);
      if (stop) void opened.destroy();
      else setPdf(opened);
    })().catch(() => {
      if (!stop) onFailure();
    });
    return () => {
      stop = true;
      setPdf(null);
      if (opened) void opened.destroy();
    };
  }, [content, onFailure]);

  if (!pdf) return <i className="pi pi-spin pi-spinner document-viewer__spinner" aria-label="Загрузка документа" />;
  return (
    <div className="document-viewer__pages">
      {Array.from({ length: pdf.numPages }, (_, i) => (
        <PdfPage key={i} pdf={pdf} number={i + 1} scale={zoom / 100} rotation={rotation} onFailure={onFailure} />
      ))}
    </div>
  );
}
