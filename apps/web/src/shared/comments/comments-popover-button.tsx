import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useRef, useState, type ReactNode } from 'react';

/**
 * A comments button opening a thread in a popover (files, 001 §2.7; contacts, §2.3): the focus goes to the new
 * comment's text when there is one; Escape or a click outside closes it. The thread is mounted only while open.
 */
export function CommentsPopoverButton({
  title,
  ariaLabel,
  label,
  className,
  children,
}: {
  /** The popover's heading and the button's tooltip. */
  title: string;
  ariaLabel: string;
  /** The text of the button (the count of comments), none for an icon alone. */
  label?: string;
  /** The block class of the popover (`{className}__panel`, `{className}__title`). */
  className: string;
  children: ReactNode;
}) {
  const panel = useRef<OverlayPanel>(null);
  const content = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        icon="pi pi-comments"
        label={label}
        text
        size="small"
        aria-label={ariaLabel}
        title={title}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => panel.current?.toggle(event)}
      />
      <OverlayPanel
        ref={panel}
        className={`${className}__panel`}
        onShow={() => {
          setOpen(true);
          content.current?.querySelector<HTMLElement>('textarea')?.focus();
        }}
        onHide={() => setOpen(false)}
      >
        <div ref={content} role="dialog" aria-label={title}>
          <h4 className={`${className}__title`}>{title}</h4>
          {children}
        </div>
      </OverlayPanel>
    </>
  );
}
