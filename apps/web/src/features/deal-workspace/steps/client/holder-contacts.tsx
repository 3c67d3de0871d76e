import type { EmployerContacts, HolderContacts as PersonContacts, SnapshotChangeSet } from '@autocredit/generated/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { failureText } from '@/shared/api/failure-text';
import { useCurrentUser } from '@/shared/api/queries';
import { formatUnixSeconds } from '@/shared/lib/format-date';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { ERROR_TOAST_LIFE, toast } from '@/shared/ui/toast';
import { phoneValue } from '@/shared/ui/inputs/phone';
import { holderContactChangesQuery, holderContactsQuery } from './holder-contacts-api';
import { CALL, CALLS, CALL_SOURCE } from './call-chat-rules';
import {
  CONTACT_CHECK,
  CONTACT_COMMENTS,
  DEAL_CONTACTS,
  EMPLOYER,
  HOLDERS,
  PHONE_TYPES,
  deletedContactCount,
  deletedContactsText,
  employerContactType,
  holderContactMarker,
  holderContactType,
  isEmployerPhone,
  lastComment,
  type HolderKey,
} from './holder-contacts-rules';
import { CallChat, type ChatContact } from './call-chat';
import { CallingNumberSelect } from './calling-number-select';
import { DealCommentList } from '@/features/deal-workspace/steps/comments';
import { HolderContactCommentsButton } from './holder-contact-comments-button';
import {
  ContactSearchDrawer,
  contactTexts,
  handleContactCalls,
  markerTitles,
  searchDealsByPhone,
  type ContactSearchResult,
} from '@/shared/form-engine';

const LOAD_FAILED = 'Не удалось загрузить контакты';

/** The last comment of a contact: its text, author and time. */
function LastComment({ comments }: { comments: PersonContacts['contacts'][number]['comments'] }) {
  const last = lastComment(comments);
  if (!last) return null;
  return (
    <span title={`${last.user.fio}, ${formatUnixSeconds(last.createdAt)}`} className="holder-contacts__comment">
      {last.text}
    </span>
  );
}

/** The call column of a phone: opens the call chat with the contact ('Позвонить', or 'Звонки' to who only sees them). */
function CallButton({ canCall, onCall }: { canCall: boolean; onCall(): void }) {
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
interface PhoneActions {
  canCall: boolean;
  username: string;
  onCall(contact: ChatContact): void;
}

/**
 * The source and call columns of a table's phones (PrimeReact reads a table's columns from its children, so they are
 * made here, not by a component): the calling number (who may call) and the call button.
 */
function phoneColumns<R extends { id: number; value: string }>(
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
function CheckButton({ phone, context }: { phone: string; context: TableContext }) {
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
function ChangeMarker({ id, changes }: { id: number; changes: SnapshotChangeSet | undefined }) {
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
function DeletedNote({ changes }: { changes: SnapshotChangeSet | undefined }) {
  const count = deletedContactCount(changes);
  return count > 0 ? <p className="holder-contacts__deleted">{deletedContactsText(count)}</p> : null;
}

/** What every table of the step is told: the deal, the user's columns, the changes to mark. */
interface TableContext {
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

function PersonTable({
  role,
  title,
  holder,
  context,
  phone,
}: {
  role: Exclude<HolderKey, 'employer'>;
  title: string;
  holder: PersonContacts;
  context: TableContext;
  /** The source and call columns (underwriters, or the pbx privileges); undefined: none. */
  phone?: PhoneActions;
}) {
  type Row = PersonContacts['contacts'][number];
  const { dealId, underwriter, changes, comments, canComment } = context;
  return (
    <section className="holder-contacts__block" aria-label={title}>
      <h3 className="holder-contacts__title">
        {title}: {holder.name}
        {holder.addressRegistration?.value ? (
          <small className="holder-contacts__address">{holder.addressRegistration.value}</small>
        ) : null}
      </h3>
      {/* cells show more than their row (markers, comments, phone actions): drawn on every render */}
      <DataTable
        cellMemo={false}
        value={holder.contacts}
        size="small"
        dataKey="id"
        emptyMessage="Нет данных"
        className="holder-contacts__table"
      >
        {changes ? (
          <Column header="Изменения" body={(row: Row) => <ChangeMarker id={row.id} changes={changes[role]} />} />
        ) : null}
        <Column header="Тип" className="holder-contacts__nowrap" body={(row: Row) => holderContactType(row.type)} />
        <Column header="Значение" className="holder-contacts__nowrap" field="value" />
        <Column header="Примечание" body={(row: Row) => row.note ?? ''} />
        {context.onCheck ? (
          <Column
            header={CONTACT_CHECK}
            body={(row: Row) =>
              PHONE_TYPES.has(row.type) ? <CheckButton phone={row.value} context={context} /> : null
            }
          />
        ) : null}
        {underwriter ? (
          <Column header="Последний комментарий" body={(row: Row) => <LastComment comments={row.comments} />} />
        ) : null}
        {comments ? (
          <Column
            header={CONTACT_COMMENTS}
            body={(row: Row) => (
              <HolderContactCommentsButton dealId={dealId} role={role} contact={row} canWrite={canComment} />
            )}
          />
        ) : null}
        {phone ? phoneColumns<Row>(phone, (row) => PHONE_TYPES.has(row.type), title, role) : null}
      </DataTable>
      {changes ? <DeletedNote changes={changes[role]} /> : null}
    </section>
  );
}

/** The employer's block: head, office mobile, e-mail, site, the employer's comments, then its contacts' table. */
function EmployerBlock({
  employer,
  context,
  phone,
}: {
  employer: EmployerContacts;
  context: TableContext;
  phone?: PhoneActions;
}) {
  const { dealId, underwriter, changes, comments, canComment, username } = context;
  const facts: Array<[string, string | null | undefined]> = [
    ['Руководитель', employer.headFullName],
    ['Мобильный телефон офиса', employer.mobileOfficeNumber],
    ['E-mail организации', employer.organizationEmail],
    ['Сайт организации', employer.organizationSite],
  ];
  type Row = EmployerContacts['contacts'][number];
  return (
    <section className="holder-contacts__block" aria-label={EMPLOYER}>
      <h3 className="holder-contacts__title">
        {EMPLOYER}: {employer.name}
      </h3>
      <dl className="facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
        {comments ? (
          <div>
            <dt>{CONTACT_COMMENTS}</dt>
            <dd data-testid="employer-comments">
              {employer.comments && employer.comments.length > 0 ? (
                <DealCommentList comments={employer.comments} username={username} />
              ) : (
                '—'
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <DataTable
        cellMemo={false}
        value={employer.contacts}
        size="small"
        dataKey="id"
        emptyMessage="Нет данных"
        className="holder-contacts__table"
      >
        {changes ? (
          <Column header="Изменения" body={(row: Row) => <ChangeMarker id={row.id} changes={changes.employer} />} />
        ) : null}
        <Column header="Тип" className="holder-contacts__nowrap" body={(row: Row) => employerContactType(row)} />
        <Column
          header="Значение"
          className="holder-contacts__nowrap"
          body={(row: Row) => (row.additionalNumber ? `${row.value} доб. ${row.additionalNumber}` : row.value)}
        />
        <Column header="ФИО" body={(row: Row) => row.fio ?? ''} />
        <Column header="Примечание" body={(row: Row) => row.note ?? ''} />
        {context.onCheck ? (
          <Column
            header={CONTACT_CHECK}
            body={(row: Row) => (isEmployerPhone(row) ? <CheckButton phone={row.value} context={context} /> : null)}
          />
        ) : null}
        {underwriter ? (
          <Column header="Последний комментарий" body={(row: Row) => <LastComment comments={row.comments} />} />
        ) : null}
        {comments ? (
          <Column
            header={CONTACT_COMMENTS}
            body={(row: Row) => (
              <HolderContactCommentsButton dealId={dealId} role="employer" contact={row} canWrite={canComment} />
            )}
          />
        ) : null}
        {phone ? phoneColumns<Row>(phone, isEmployerPhone, EMPLOYER, 'employer') : null}
      </DataTable>
      {changes ? <DeletedNote changes={changes.employer} /> : null}
    </section>
  );
}

/**
 * The contacts of the deal's people and employer on the contacts step (001 §2.3): a table per person (type, value,
 * note; a phone's check for underwriters and admin, its other deals in 'Перечень номеров заявок, дат обращения и ФИО'
 * or 'Нет данных' (warning, 8 s); the last comment for underwriters; a comments popover per row, written by all but auditors; a call column
 * opening the call chat 'Чаты' for those with phone actions) and the employer's block (head, office mobile, e-mail,
 * site, contacts). Outside the deal view (`showChanges`) underwriters also see what changed since the deal's previous
 * snapshot: 'Добавлен' or 'Изменен' on a row, 'Было удалено N контактов' under a table.
 */
export function HolderContactsTables({
  dealId,
  underwriter,
  phoneActions,
  username,
  canDownload,
  showChanges,
}: {
  dealId: number;
  underwriter: boolean;
  /** The call column and the call chat: underwriters, or the pbx privileges. */
  phoneActions: boolean;
  username: string;
  canDownload: boolean;
  /** The change markers (for underwriters): false on the deal view `/deal/{id}`, true on the underwriter's task. */
  showChanges: boolean;
}) {
  const marked = underwriter && showChanges;
  const contacts = useQuery(holderContactsQuery(dealId));
  const changes = useQuery({ ...holderContactChangesQuery(dealId), enabled: marked });
  const user = useCurrentUser().data;
  const comments = !isAllowed(user, policies.auditor);
  const canComment = underwriter;
  const [chat, setChat] = useState<ChatContact | null>(null);
  const [found, setFound] = useState<ContactSearchResult | null>(null);
  const check = useMutation({
    mutationFn: (phone: string) => searchDealsByPhone(dealId, phone),
    onSuccess: (result, phone) => {
      if (result.count === 0) toast.warn(contactTexts.noData, ERROR_TOAST_LIFE);
      else setFound({ phone, ...result });
    },
    onError: (error) => {
      const text = failureText(error);
      if (text) toast.error(text);
    },
  });
  // the deal's own contacts (the form's 'Контакты сделки') call through this chat too
  useEffect(
    () =>
      phoneActions
        ? handleContactCalls((contact) => setChat({ ...contact, holder: DEAL_CONTACTS, role: 'additionalDeal' }))
        : undefined,
    [phoneActions],
  );
  if (contacts.isPending) return <p className="deal-thread__note">Загрузка...</p>;
  if (contacts.isError) return <p className="p-error">{LOAD_FAILED}</p>;
  const data = contacts.data;
  const phone: PhoneActions | undefined = phoneActions
    ? { canCall: isAllowed(user, policies.pbxCall), username, onCall: setChat }
    : undefined;
  const context: TableContext = {
    dealId,
    underwriter,
    changes: marked ? changes.data : undefined,
    comments,
    canComment,
    ...(isAllowed(user, policies.contactCheck) && { onCheck: (phone: string) => check.mutate(phone) }),
    checking: check.isPending ? (check.variables ?? null) : null,
    username,
  };
  return (
    <div className="holder-contacts" data-testid="holder-contacts">
      {HOLDERS.map(([key, title]) => {
        const holder = data[key];
        return holder ? (
          <PersonTable key={key} role={key} title={title} holder={holder} context={context} {...(phone && { phone })} />
        ) : null;
      })}
      {data.employer ? <EmployerBlock employer={data.employer} context={context} {...(phone && { phone })} /> : null}
      <ContactSearchDrawer result={found} onHide={() => setFound(null)} />
      <CallChat
        dealId={dealId}
        contact={chat}
        username={username}
        canDownload={canDownload}
        canComment={canComment}
        onHide={() => setChat(null)}
      />
    </div>
  );
}
