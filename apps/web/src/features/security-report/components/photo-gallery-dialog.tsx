import type { SecurityReportItem } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BlobView, DocumentViewer } from '@/shared/ui/document-viewer';
import { photoQuery } from '@/features/security-report/api/security-report-api';

/** One photo, fetched by its URL and shown as a picture (the URLs carry no type: they are photos, 000 §2.9). */
function Photo({ path, name, zoom, rotation }: { path: string; name: string; zoom: number; rotation: number }) {
  const content = useQuery(photoQuery(path));
  return <BlobView content={content} fileKey={path} name={name} mimeType="image/*" zoom={zoom} rotation={rotation} />;
}

/**
 * The photos of a person of the security report (000 §2.9) in the shared viewer: one at a time, the previous and next
 * (buttons and arrow keys), zoom and turns. Closed when `item` is null.
 */
export function PhotoGalleryDialog({ item, onHide }: { item: SecurityReportItem | null; onHide(): void }) {
  const [index, setIndex] = useState(0);
  const path = item?.files[index];
  return (
    <DocumentViewer
      name={item && path ? item.name : null}
      paging={item ? { index, count: item.files.length, onIndex: setIndex } : undefined}
      onHide={() => {
        setIndex(0);
        onHide();
      }}
    >
      {({ zoom, rotation }) =>
        item && path ? <Photo path={path} name={item.name} zoom={zoom} rotation={rotation} /> : null
      }
    </DocumentViewer>
  );
}
