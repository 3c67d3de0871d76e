import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useRef, useState } from 'react';
import { CONTACT_COMMENTS, type HolderKey } from '../lib/holder-contacts';
import { HolderContactComments } from './holder-contact-comments';

/**
 * The comments popover of a contact row (001 §2.3): a button opening the contact's comments and, for who may write, a
 * new one; Escape or a click outside closes it. The thread is read only while it is open.
 */
export function HolderContactCommentsButton({
  dealId,
  role,
  contact,
  canWrite,
}: {
  dealId: number;
  role: HolderKey;
  contact: { id: number; value: string };
  canWrite: boolean;
}) {
  const panel = useRef<OverlayPanel>(null);
  const content = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const title = `${CONTACT_COMMENTS}: ${contact.value}`;
  return (
    <>
      <Button
        type="button"
        icon="pi pi-comments"
        text
        size="small"
        aria-label={CONTACT_COMMENTS}
        title={title}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => panel.current?.toggle(event)}
      />
      <OverlayPanel
        ref={panel}
        className="holder-contact-comments__panel"
        onShow={() => {
          setOpen(true);
          content.current?.querySelector<HTMLElement>('textarea')?.focus();
        }}
        onHide={() => setOpen(false)}
      >
        <div ref={content} role="dialog" aria-label={title}>
          <h4 className="holder-contact-comments__title">{title}</h4>
          <HolderContactComments dealId={dealId} role={role} contactId={contact.id} canWrite={canWrite} />
        </div>
      </OverlayPanel>
    </>
  );
}
