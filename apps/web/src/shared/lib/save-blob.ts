/** How long the object URL of a saved file lives: long enough for the browser to start the download. */
export const BLOB_URL_LIFE_MS = 1000;

/** Saves a blob as a file named `name` (a link with `download`), releasing its object URL after 1 s. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFE_MS);
}
