import type { File as StoredFile } from '@autocredit/generated/api';
import { Button, type ButtonProps } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fileContentQuery } from '../api/documents-api';
import { ZOOM, ZOOM_DEBOUNCE_MS, stepRotation, stepZoom, viewerTexts } from '../lib/document-viewer';
import { DocumentView } from './document-view';
import { PersonInfoPanel } from './person-info-panel';
import { useSaveFile } from './use-save-file';

/** The props of the document viewer. */
/** A button of the viewer's toolbar: an icon, its text as the name and the tooltip. */
function ToolButton({ icon, label, ...rest }: { icon: string; label: string } & Omit<ButtonProps, 'icon' | 'label'>) {
  return <Button type="button" icon={icon} text size="small" aria-label={label} title={label} {...rest} />;
}

export interface DocumentViewerDialogProps {
  dealId: number;
  /** The files to page through (a document's). */
  files: readonly StoredFile[];
  /** The file shown; null: the viewer is closed. */
  index: number | null;
  onIndex(index: number): void;
  onHide(): void;
  /** Auditors cannot download (001 §6). */
  canDownload: boolean;
  /** The personal-info panel: the view-person-info privilege (001 §6). */
  canViewPersonInfo: boolean;
}

/**
 * The document viewer (001 §2.7, §9): the file's pages (PDF, drawn with pdf.js, loaded lazily) or its picture; zoom
 * 10–300 % by 10 (drawn 500 ms after the last change), a quarter turn either way, the previous and next file of the
 * document, the download (not for auditors) and, with view-person-info, the personal-info panel beside it. Escape
 * closes it; the arrow keys page through the files.
 */
export function DocumentViewerDialog(props: DocumentViewerDialogProps) {
  const { dealId, files, index, onIndex, onHide, canDownload, canViewPersonInfo } = props;
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [drawnZoom, setDrawnZoom] = useState<number>(ZOOM.initial);
  const [rotation, setRotation] = useState(0);
  const [persons, setPersons] = useState(true);
  const { busy, save } = useSaveFile();
  const queryClient = useQueryClient();
  const file = index === null ? undefined : files[index];

  useEffect(() => {
    const timer = setTimeout(() => setDrawnZoom(zoom), ZOOM_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [zoom]);

  const go = (next: number) => {
    if (next < 0 || next >= files.length) return;
    setRotation(0);
    onIndex(next);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (index === null || (event.target as HTMLElement).closest('input, textarea, select')) return;
    if (event.key === 'ArrowLeft') go(index - 1);
    if (event.key === 'ArrowRight') go(index + 1);
  };

  const header = file ? `${file.name} (${(index ?? 0) + 1} ${viewerTexts.of} ${files.length})` : '';
  return (
    <Dialog
      header={header}
      visible={file !== undefined}
      onHide={() => {
        setRotation(0);
        onHide();
      }}
      className="document-viewer"
      style={{ width: '92vw', height: '92vh' }}
      maximizable
      blockScroll
    >
      {file ? (
        <div className="document-viewer__body" onKeyDown={onKeyDown}>
          <div className="document-viewer__toolbar" role="toolbar" aria-label="Просмотр документа">
            <ToolButton
              icon="pi pi-chevron-left"
              label={viewerTexts.previous}
              disabled={index === 0}
              onClick={() => go((index ?? 0) - 1)}
            />
            <ToolButton
              icon="pi pi-chevron-right"
              label={viewerTexts.next}
              disabled={index === files.length - 1}
              onClick={() => go((index ?? 0) + 1)}
            />
            <ToolButton
              icon="pi pi-search-minus"
              label={viewerTexts.zoomOut}
              disabled={zoom <= ZOOM.min}
              onClick={() => setZoom((z) => stepZoom(z, -1))}
            />
            <output className="document-viewer__zoom" aria-label="Масштаб">
              {zoom} %
            </output>
            <ToolButton
              icon="pi pi-search-plus"
              label={viewerTexts.zoomIn}
              disabled={zoom >= ZOOM.max}
              onClick={() => setZoom((z) => stepZoom(z, 1))}
            />
            <ToolButton
              icon="pi pi-undo"
              label={viewerTexts.rotateLeft}
              onClick={() => setRotation((r) => stepRotation(r, -1))}
            />
            <ToolButton
              icon="pi pi-refresh"
              label={viewerTexts.rotateRight}
              onClick={() => setRotation((r) => stepRotation(r, 1))}
            />
            {canDownload ? (
              <ToolButton
                icon="pi pi-download"
                label={viewerTexts.download}
                loading={busy === 'viewer'}
                onClick={() => void save('viewer', () => queryClient.fetchQuery(fileContentQuery(file)), file.name)}
              />
            ) : null}
            {canViewPersonInfo ? (
              <Button
                type="button"
                icon="pi pi-id-card"
                size="small"
                text={!persons}
                label={viewerTexts.personInfo}
                aria-pressed={persons}
                onClick={() => setPersons((shown) => !shown)}
              />
            ) : null}
          </div>
          <div className="document-viewer__main">
            <div className="document-viewer__content" data-testid="document-viewer-content" data-rotation={rotation}>
              <DocumentView file={file} zoom={drawnZoom} rotation={rotation} />
            </div>
            {canViewPersonInfo && persons ? <PersonInfoPanel dealId={dealId} /> : null}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
