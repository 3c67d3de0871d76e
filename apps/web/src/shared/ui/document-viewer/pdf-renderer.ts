// pdf.js is large: this module is only ever loaded with `import('./pdf-renderer')` (the document viewer), so it and
// pdf.js make a chunk of their own and the deal page's chunk stays small. Its worker is a file Vite emits (`?url`).
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** A page drawn on a canvas, and how to stop drawing it. */
export interface PdfRendering {
  promise: Promise<void>;
  cancel(): void;
}

/** An open PDF: its page count, a page drawn on a canvas, and its release. */
export interface PdfDocument {
  numPages: number;
  /** Draws page `number` (from 1) on `canvas` at `scale` (1 = 100 %) turned by `rotation` degrees clockwise. */
  renderPage(number: number, canvas: HTMLCanvasElement, scale: number, rotation: number): Promise<PdfRendering>;
  destroy(): Promise<void>;
}

/** Opens a PDF from its bytes. */
export async function openPdf(data: ArrayBuffer): Promise<PdfDocument> {
  const pdf: PDFDocumentProxy = await getDocument({ data: new Uint8Array(data) }).promise;
  return {
    numPages: pdf.numPages,
    async renderPage(number, canvas, scale, rotation) {
      const page = await pdf.getPage(number);
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio, rotation: (page.rotate + rotation) % 360 });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      const task = page.render({ canvas, viewport });
      return { promise: task.promise, cancel: () => task.cancel() };
    },
    destroy: () => pdf.destroy(),
  };
}
