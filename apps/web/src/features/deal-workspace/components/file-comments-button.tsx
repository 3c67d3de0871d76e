import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useRef, useState } from 'react';
import { FileComments } from './file-comments';

/**
 * The comments column of a file (001 §2.7): a button with the count of the file's comments opening its thread in a
 * popover (Escape or a click outside closes it). The thread is read only while it is open.
 */
export function FileCommentsButton({
  dealId,
  file,
  canWrite,
}: {
  dealId: number;
  file: { id: number; name: string; comments?: readonly unknown[] };
  canWrite: boolean;
}) {
  const panel = useRef<OverlayPanel>(null);
  const content = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const count = file.comments?.length ?? 0;
  const title = `Комментарии: ${file.name}`;
  return (
    <>
      <Button
        type="button"
        icon="pi pi-comments"
        label={String(count)}
        text
        size="small"
        aria-label={`Комментарии (${count})`}
        title={title}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => panel.current?.toggle(event)}
      />
      <OverlayPanel
        ref={panel}
        className="file-comments__panel"
        onShow={() => {
          setOpen(true);
          content.current?.querySelector<HTMLElement>('textarea')?.focus();
        }}
        onHide={() => setOpen(false)}
      >
        <div ref={content} role="dialog" aria-label={title}>
          <h4 className="file-comments__title">{title}</h4>
          <FileComments dealId={dealId} fileId={file.id} canWrite={canWrite} />
        </div>
      </OverlayPanel>
    </>
  );
}
