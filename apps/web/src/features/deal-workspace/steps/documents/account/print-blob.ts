import { BLOB_URL_LIFE_MS } from '@/shared/lib/save-blob';

/** The id of the hidden frame a file is printed from (one a page: a new print replaces it). */
export const PRINT_FRAME_ID = 'print-frame';

/**
 * Prints a file fetched as a blob (002 §2 'print'): it is opened in a hidden frame whose window is printed once it
 * has loaded; the blob's URL is released 1 s after printing (002 §9). The frame stays until the next print (removing
 * it would close a print preview still open), which replaces it.
 */
export function printBlob(blob: Blob, doc: Document = document): void {
  doc.getElementById(PRINT_FRAME_ID)?.remove();
  const url = URL.createObjectURL(blob);
  const frame = doc.createElement('iframe');
  frame.id = PRINT_FRAME_ID;
  frame.title = 'Печать';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Not display:none: a frame that is not rendered does not load a PDF to print.
  frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
  frame.addEventListener(
    'load',
    () => {
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
      } finally {
        setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFE_MS);
      }
    },
    { once: true },
  );
  frame.src = url;
  doc.body.append(frame);
}
