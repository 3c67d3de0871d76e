/**
 * A deal's files, as the form engine's file widgets and the deal pages share them: the upload with its progress and
 * failure, the document's files, the download link, the picker and the rules of a file field.
 */
export { registerFiles, documentFiles, deleteFile, fileContent, uploadFile, type DocumentTarget } from './file-api';
export { FilePicker, type FilePickerProps } from './file-picker';
export { UploadProgress } from './upload-progress';
export { useFileUploads, UPLOADED_DEBOUNCE_MS, type UploadState } from './use-file-uploads';
export { uploadFailureText } from './upload-failure';
export { DEFAULT_FILE_LIMIT, fileRules, roomLeft, type FileRules } from './file-rules';
export { DownloadLink, type DownloadLinkProps } from './download-link';
export { useBlobSave } from './use-blob-save';
export { fileTexts } from './file-texts';
