import type { StaticFile } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { BlobView, DocumentViewer } from '@/shared/ui/document-viewer';
import { staticFileContentQuery } from '@/features/underwriter-documents/api/static-files-api';

/** The content of a static document in the viewer: its PDF pages (or the picture). */
function StaticFileView({ file, zoom, rotation }: { file: StaticFile; zoom: number; rotation: number }) {
  const content = useQuery(staticFileContentQuery(file.code));
  return (
    <BlobView
      content={content}
      fileKey={file.code}
      name={file.name}
      mimeType={file.mimeType}
      zoom={zoom}
      rotation={rotation}
    />
  );
}

/** A static document in the shared viewer (000 §2.10), with its download when `canDownload`. Closed when null. */
export function StaticFileViewer({
  file,
  onHide,
  onDownload,
  downloading,
}: {
  file: StaticFile | null;
  onHide(): void;
  onDownload(file: StaticFile): void;
  downloading: boolean;
}) {
  return (
    <DocumentViewer
      name={file ? file.name : null}
      onHide={onHide}
      onDownload={file?.canDownload ? () => onDownload(file) : undefined}
      downloading={downloading}
    >
      {({ zoom, rotation }) => (file ? <StaticFileView file={file} zoom={zoom} rotation={rotation} /> : null)}
    </DocumentViewer>
  );
}
