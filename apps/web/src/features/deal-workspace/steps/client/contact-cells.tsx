import type { HolderContacts as PersonContacts, SnapshotChangeSet } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { formatUnixSeconds } from '@/shared/lib/format-date';
import { phoneValue } from '@/shared/ui/inputs/phone';
import { CALL, CALLS, CALL_SOURCE } from './call-chat-rules';
import {
  CONTACT_CHECK,
  deletedContactCount,
  deletedContactsText,
  holderContactMarker,
  lastComment,
  type HolderKey,
} from './holder-contacts-rules';
import { type ChatContact } from './call-chat';
import { CallingNumberSelect } from './calling-number-select';
import { markerTitles } from '@/shared/contacts';

export const LOAD_FAILED = 'Не удалось загрузить контакты';

/** The last comment of a contact: its text, author and time. */
export function LastComment({ comments }: { comments: PersonContacts['contacts'][number]['comments'] }) {
  const last = lastComment(comments);
  if (!last) return null;
  return (
    <span title={`${last.user.fio}, ${formatUnixSeconds(last.createdAt)}`} className="holder-contacts__comment">
      {last.text}
    </span>
  );
}

/** The call column of a phone: opens the call chat with the contact ('Позвонить', or 'Звонки' to who only sees them). */
export function CallButton({ canCall, onCall }: { canCall: boolean; onCall(): void }) {
  const label = canCall ? CALL : CALLS;
  return (
    <Button
      type="button"
      icon={canCall ? 'pi pi-phone' : 'pi pi-history'}
      text
      size="small"
      aria-label={label}
      title={label}
      onClick={onCall}
    />
  );
}

/** The phone actions of a table: the source column (who may call) and the call column. */
export interface PhoneActions {
  canCall: boolean;
  username: string;
  onCall(contact: ChatContact): void;
}

/**
 * The source and call columns of a table's phones (PrimeReact reads a table's columns from its children, so they are
 * made here, not by a component): the calling number (who may call) and the call button.
 */
export function phoneColumns<R extends { id: number; value: string }>(
  phone: PhoneActions,
  isPhone: (row: R) => boolean,
  holder: string,
  role: HolderKey,
) {
  return [
    phone.canCall ? (
      <Column
        key="source"
        header={CALL_SOURCE}
        body={(row: R) =>
          isPhone(row) ? (
            <CallingNumberSelect
              username={phone.username}
              ariaLabel={`${CALL_SOURCE}: ${row.value}`}
              className="holder-contacts__source"
            />
          ) : null
        }
      />
    ) : null,
    <Column
      key="call"
      header="Звонок"
      body={(row: R) =>
        isPhone(row) ? (
          <CallButton
            canCall={phone.canCall}
            onCall={() => phone.onCall({ id: row.id, value: row.value, holder, role })}
          />
        ) : null
      }
    />,
  ];
}

/** The check of a phone (underwriters and admin): the other deals with this phone, in a drawer. */
export function CheckButton({ phone, context }: { phone: string; context: TableContext }) {
  const number = phoneValue(phone);
  if (!context.onCheck || number === '') return null;
  return (
    <Button
      type="button"
      icon="pi pi-search"
      text
      size="small"
      aria-label={CONTACT_CHECK}
      title={CONTACT_CHECK}
      loading={context.checking === number}
      onClick={() => context.onCheck?.(number)}
    />
  );
}

/** The change marker of a row: 'Добавлен' or 'Изменен' as a small tag. */
export function ChangeMarker({ id, changes }: { id: number; changes: SnapshotChangeSet | undefined }) {
  const kind = holderContactMarker(id, changes);
  return kind ? (
    <Tag
      className="holder-contacts__marker"
      value={markerTitles[kind]}
      severity={kind === 'added' ? 'success' : 'warning'}
    />
  ) : null;
}

/** 'Было удалено N контактов' under a holder's table, when some were. */
export function DeletedNote({ changes }: { changes: SnapshotChangeSet | undefined }) {
  const count = deletedContactCount(changes);
  return count > 0 ? <p className="holder-contacts__deleted">{deletedContactsText(count)}</p> : null;
}

/** What every table of the step is told: the deal, the user's columns, the changes to mark. */
export interface TableContext {
  dealId: number;
  underwriter: boolean;
  /** The change markers and deleted counts (underwriters outside the deal view); undefined: not shown. */
  changes: Record<HolderKey, SnapshotChangeSet> | undefined;
  /** The comments popover: all but auditors (their underwriter comments are hidden, 001 §6). */
  comments: boolean;
  /** A new comment: the underwriters (theirs are underwriter comments). */
  canComment: boolean;
  /** Checks a phone in the other deals (underwriters and admin, 001 §2.3, §6); undefined: no check column. */
  onCheck?(phone: string): void;
  /** The phone being checked. */
  checking: string | null;
  /** The user's name (their own comments are highlighted). */
  username: string;
}
