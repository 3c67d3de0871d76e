export { DocumentViewer, ToolButton } from './document-viewer';
export type { DocumentViewerProps, DocumentViewState } from './document-viewer';
export { BlobView } from './blob-view';
export type { BlobContent } from './blob-view';
export {
  ZOOM,
  ZOOM_DEBOUNCE_MS,
  VIEWER_FAILED,
  stepRotation,
  stepZoom,
  viewKind,
  viewerToolTexts,
} from './viewer-tools';
