import './deal-contact.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import type { DealContact } from '@autocredit/generated/api';
import { failureText } from '@/shared/api/failure-text';
import { queryKeys } from '@/shared/api/query-keys';
import { formatPhone, phoneDigits, phoneValue } from '@/shared/ui/inputs/phone';
import { deletedContactsText } from '@/shared/lib/plural';
import { toast } from '@/shared/ui/toast';
import type { ValueWidgetProps } from '../widget-types';
import { contactChangesQuery, dealContactsQuery, deleteContact, searchDealsByPhone } from '@/shared/contacts';
import { callContact, takesContactCalls, watchContactCallHandlers } from '@/shared/contacts';
import { ContactCommentsDialog } from './contact-comments-dialog';
import { ContactDialog } from './contact-dialog';
import { contactFailure } from './contact-failure';
import { contactMarker, markerTitles } from '@/shared/contacts';
import { ContactRowActions } from './contact-row-actions';
import { ContactSearchDrawer, type ContactSearchResult } from '@/shared/contacts';
import { contactTexts } from '@/shared/contacts';
import { contactTypeChoices, contactTypeLabel } from './contact-types';

/** The value of the field: the contacts as the server gave them. */
export type DealContactValue = DealContact[] | null;

/** What the contact dialog edits: a new contact, one of the list, or nothing (closed). */
type Editing = { contact: DealContact | null } | null;

const shownPhone = (phone: string) => (phoneDigits(phone).length === 10 ? formatPhone(phoneDigits(phone)) : phone);

/**
 * `dealContact` (002 §2, §3, §6, §7): the deal's additional contacts, loaded from the contacts API and changed through
 * it ('Добавить контакт', 'Изменить контакт', delete), each change refetching the list and emitting it as the value.
 * Underwriters see the change markers, the last comment and the comments of each contact; who has the phone actions
 * a call column where the page takes the calls (its call chat, contact-calls.ts). Draws its own title.
 */
export function DealContactWidget({
  field,
  id,
  value,
  onChange,
  inputRef,
  disabled,
  invalid,
  env,
}: ValueWidgetProps<DealContactValue>) {
  const { dealId, underwriter } = env;
  /** The change markers: underwriters outside the deal view (001 §2.3, §2.2). */
  const marked = underwriter && env.showChanged;
  const queryClient = useQueryClient();
  const choices = contactTypeChoices(field);
  const list = useQuery({ ...dealContactsQuery(dealId ?? 0), enabled: dealId !== undefined });
  const changes = useQuery({ ...contactChangesQuery(dealId ?? 0), enabled: dealId !== undefined && marked });
  const [editing, setEditing] = useState<Editing>(null);
  const [commenting, setCommenting] = useState<DealContact | null>(null);
  const [found, setFound] = useState<ContactSearchResult | null>(null);
  const contacts = list.data ?? (Array.isArray(value) ? value : []);
  const canEdit = !disabled && dealId !== undefined;
  /** The call column (001 §2.3 phone actions): for who has them, where the page takes the calls (its call chat). */
  const callable = useSyncExternalStore(watchContactCallHandlers, takesContactCalls) && env.phoneActions;

  const refresh = async () => {
    if (dealId === undefined) return;
    await queryClient.invalidateQueries({ queryKey: queryKeys.contacts.deal(dealId) });
    const fresh = queryClient.getQueryData(dealContactsQuery(dealId).queryKey);
    if (fresh) onChange(fresh);
  };

  const remove = useMutation({
    mutationFn: (contact: DealContact) => deleteContact(dealId ?? 0, contact.id),
    onSuccess: () => void refresh(),
    onError: (error) => {
      const failure = contactFailure(error);
      failure.texts.forEach((text) => toast.error(text));
      if (failure.notFound) void refresh();
    },
  });

  const search = useMutation({
    mutationFn: (contact: DealContact) => searchDealsByPhone(dealId ?? 0, contact.phone),
    onSuccess: (result, contact) => {
      if (result.count === 0) toast.warn(contactTexts.noDataForPhone);
      else setFound({ phone: contact.phone, ...result });
    },
    onError: (error) => {
      const text = failureText(error);
      if (text) toast.error(text);
    },
  });

  /** A contact without a whole phone has nothing to search: 'Нет данных' (warning). */
  const findDeals = (contact: DealContact) => {
    if (phoneValue(contact.phone) === '') toast.warn(contactTexts.noData);
    else search.mutate({ ...contact, phone: phoneValue(contact.phone) });
  };

  const deleted = marked ? (changes.data?.deleted.length ?? 0) : 0;
  const actions = (contact: DealContact) => (
    <ContactRowActions
      contact={contact}
      disabled={!canEdit}
      comments={underwriter && dealId !== undefined}
      searching={search.isPending && search.variables?.id === contact.id}
      onSearch={findDeals}
      onComments={setCommenting}
      onEdit={(c) => setEditing({ contact: c })}
      onDelete={(c) => remove.mutate(c)}
    />
  );
  const marker = (contact: DealContact) => {
    const kind = contactMarker(contact, changes.data);
    return kind ? <Tag value={markerTitles[kind]} severity={kind === 'added' ? 'success' : 'warning'} /> : null;
  };
  const lastComment = (contact: DealContact) => {
    const last = contact.comments?.at(-1);
    return last ? (
      <span className="deal-contact__last-comment" title={`${last.user.fio}: ${last.text}`}>
        {last.text}
      </span>
    ) : null;
  };

  return (
    <section
      id={id}
      ref={inputRef}
      tabIndex={-1}
      className={`deal-contact${invalid ? ' deal-contact--invalid' : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid="deal-contact"
    >
      <div className="deal-contact__head">
        <h4 id={`${id}-title`} className="deal-contact__title">
          {field.label}
        </h4>
        {canEdit && (
          <Button
            type="button"
            size="small"
            icon="pi pi-plus"
            label={contactTexts.addTitle}
            data-testid="contact-add"
            onClick={() => setEditing({ contact: null })}
          />
        )}
      </div>
      <DataTable
        cellMemo={false}
        value={contacts}
        dataKey="id"
        size="small"
        loading={list.isFetching}
        emptyMessage={contactTexts.noData}
        rowClassName={() => 'deal-contact__row'}
      >
        <Column header="ФИО" field="fio" />
        <Column header="Телефон" body={(c: DealContact) => shownPhone(c.phone)} />
        <Column header="Тип" body={(c: DealContact) => contactTypeLabel(c, choices)} />
        {marked && <Column header="Изменения" body={marker} />}
        {underwriter && <Column header="Последний комментарий" body={lastComment} />}
        {callable && (
          <Column
            header="Звонок"
            body={(c: DealContact) =>
              phoneValue(c.phone) ? (
                <Button
                  type="button"
                  icon="pi pi-phone"
                  text
                  rounded
                  size="small"
                  aria-label="Позвонить"
                  title="Позвонить"
                  onClick={() => callContact({ id: c.id, value: phoneValue(c.phone) })}
                />
              ) : null
            }
          />
        )}
        <Column body={actions} className="deal-contact__actions-cell" />
      </DataTable>
      {deleted > 0 && (
        <p className="deal-contact__deleted" data-testid="contact-deleted">
          {deletedContactsText(deleted)}
        </p>
      )}
      {editing && dealId !== undefined && (
        <ContactDialog
          dealId={dealId}
          contact={editing.contact}
          choices={choices}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
          onGone={() => {
            setEditing(null);
            void refresh();
          }}
          onHide={() => setEditing(null)}
        />
      )}
      {commenting && dealId !== undefined && (
        <ContactCommentsDialog
          dealId={dealId}
          contact={commenting}
          readOnly={env.readOnly}
          onHide={() => setCommenting(null)}
        />
      )}
      <ContactSearchDrawer result={found} onHide={() => setFound(null)} />
    </section>
  );
}
