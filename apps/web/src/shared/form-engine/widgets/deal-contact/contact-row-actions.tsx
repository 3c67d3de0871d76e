import { Button } from 'primereact/button';
import type { DealContact } from '@autocredit/generated/api';

/** The props of ContactRowActions. */
export interface ContactRowActionsProps {
  contact: DealContact;
  /** Edit buttons are hidden (the field is disabled or read-only). */
  disabled: boolean;
  /** The comments button (underwriters). */
  comments: boolean;
  searching: boolean;
  onSearch(contact: DealContact): void;
  onComments(contact: DealContact): void;
  onEdit(contact: DealContact): void;
  onDelete(contact: DealContact): void;
}

/**
 * The buttons of a contact's row: search the phone in other deals; the comments (underwriters); change when
 * `canModify`, delete when `canDelete` (002 §6), both hidden when the field is disabled.
 */
export function ContactRowActions(props: ContactRowActionsProps) {
  const { contact, disabled, comments, searching } = props;
  const count = contact.comments?.length ?? 0;
  return (
    <div className="deal-contact__actions">
      <Button
        type="button"
        icon="pi pi-search"
        text
        rounded
        size="small"
        aria-label="Поиск по номеру телефона"
        data-testid="contact-search"
        loading={searching}
        onClick={() => props.onSearch(contact)}
      />
      {comments && (
        <Button
          type="button"
          icon="pi pi-comments"
          text
          rounded
          size="small"
          aria-label="Комментарии"
          data-testid="contact-comments"
          badge={count > 0 ? String(count) : undefined}
          onClick={() => props.onComments(contact)}
        />
      )}
      {!disabled && contact.canModify && (
        <Button
          type="button"
          icon="pi pi-pencil"
          text
          rounded
          size="small"
          aria-label="Изменить контакт"
          data-testid="contact-edit"
          onClick={() => props.onEdit(contact)}
        />
      )}
      {!disabled && contact.canDelete && (
        <Button
          type="button"
          icon="pi pi-trash"
          text
          rounded
          size="small"
          severity="danger"
          aria-label="Удалить контакт"
          data-testid="contact-delete"
          onClick={() => props.onDelete(contact)}
        />
      )}
    </div>
  );
}
