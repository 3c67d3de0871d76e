import { Button, type ButtonProps } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ZOOM, ZOOM_DEBOUNCE_MS, stepRotation, stepZoom, viewerToolTexts } from './viewer-tools';
import './document-viewer.css';

/** A button of the viewer's toolbar: an icon, its text as the name and the tooltip. */
export function ToolButton({
  icon,
  label,
  ...rest
}: { icon: string; label: string } & Omit<ButtonProps, 'icon' | 'label'>) {
  return <Button type="button" icon={icon} text size="small" aria-label={label} title={label} {...rest} />;
}

/** What the viewer's content is drawn at: the zoom (500 ms after its last change) and the rotation. */
export interface DocumentViewState {
  zoom: number;
  rotation: number;
}

export interface DocumentViewerProps {
  /** The name of the file shown; null: the viewer is closed. */
  name: string | null;
  /** Paging through several files: the place of the shown one, their count and the move to another. */
  paging?: { index: number; count: number; onIndex(index: number): void };
  onHide(): void;
  /** The download button, when given (its spinner while `downloading`). */
  onDownload?: () => void;
  downloading?: boolean;
  /** More buttons at the end of the toolbar. */
  tools?: ReactNode;
  /** A panel beside the content. */
  aside?: ReactNode;
  /** The file's content (`BlobView`) at the zoom and rotation. */
  children(view: DocumentViewState): ReactNode;
}

/**
 * The document viewer (001 §2.7, §9; 000 §2.10): a dialog with a toolbar (the previous and next file, zoom 10–300 %
 * by 10 drawn 500 ms after the last change, a quarter turn either way, the download when given) over the content.
 * A new file starts unturned. Escape closes it; the arrow keys page through the files.
 */
export function DocumentViewer({
  name,
  paging,
  onHide,
  onDownload,
  downloading,
  tools,
  aside,
  children,
}: DocumentViewerProps) {
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [drawnZoom, setDrawnZoom] = useState<number>(ZOOM.initial);
  const [rotation, setRotation] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setDrawnZoom(zoom), ZOOM_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [zoom]);

  const go = (next: number) => {
    if (!paging || next < 0 || next >= paging.count) return;
    setRotation(0);
    paging.onIndex(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!paging || (event.target as HTMLElement).closest('input, textarea, select')) return;
    if (event.key === 'ArrowLeft') go(paging.index - 1);
    if (event.key === 'ArrowRight') go(paging.index + 1);
  };

  const header =
    name === null ? '' : paging ? `${name} (${paging.index + 1} ${viewerToolTexts.of} ${paging.count})` : name;
  return (
    <Dialog
      header={header}
      visible={name !== null}
      onHide={() => {
        setRotation(0);
        onHide();
      }}
      className="document-viewer"
      style={{ width: '92vw', height: '92vh' }}
      maximizable
      blockScroll
    >
      {name !== null ? (
        <div className="document-viewer__body" onKeyDown={onKeyDown}>
          <div className="document-viewer__toolbar" role="toolbar" aria-label="Просмотр документа">
            {paging ? (
              <>
                <ToolButton
                  icon="pi pi-chevron-left"
                  label={viewerToolTexts.previous}
                  disabled={paging.index === 0}
                  onClick={() => go(paging.index - 1)}
                />
                <ToolButton
                  icon="pi pi-chevron-right"
                  label={viewerToolTexts.next}
                  disabled={paging.index === paging.count - 1}
                  onClick={() => go(paging.index + 1)}
                />
              </>
            ) : null}
            <ToolButton
              icon="pi pi-search-minus"
              label={viewerToolTexts.zoomOut}
              disabled={zoom <= ZOOM.min}
              onClick={() => setZoom((z) => stepZoom(z, -1))}
            />
            <output className="document-viewer__zoom" aria-label="Масштаб">
              {zoom} %
            </output>
            <ToolButton
              icon="pi pi-search-plus"
              label={viewerToolTexts.zoomIn}
              disabled={zoom >= ZOOM.max}
              onClick={() => setZoom((z) => stepZoom(z, 1))}
            />
            <ToolButton
              icon="pi pi-undo"
              label={viewerToolTexts.rotateLeft}
              onClick={() => setRotation((r) => stepRotation(r, -1))}
            />
            <ToolButton
              icon="pi pi-refresh"
              label={viewerToolTexts.rotateRight}
              onClick={() => setRotation((r) => stepRotation(r, 1))}
            />
            {onDownload ? (
              <ToolButton
                icon="pi pi-download"
                label={viewerToolTexts.download}
                loading={downloading}
                onClick={onDownload}
              />
            ) : null}
            {tools}
          </div>
          <div className="document-viewer__main">
            <div className="document-viewer__content" data-testid="document-viewer-content" data-rotation={rotation}>
              {children({ zoom: drawnZoom, rotation })}
            </div>
            {aside}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
