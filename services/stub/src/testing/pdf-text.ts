/** The PDF text reader tests use: the one the recognition reads uploads with. */
export { pdfPageTexts } from '../domain/documents/pdf-text';
