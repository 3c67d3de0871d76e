import type { EmployerContacts, HolderContacts as PersonContacts } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { formatUnixSeconds } from '@/shared/lib/format-date';
import { holderContactsQuery } from '../api/holder-contacts-api';
import { CALL } from '../lib/call-chat';
import { HOLDERS, holderContactType, lastComment } from '../lib/holder-contacts';
import { CallChat, type ChatContact } from './call-chat';

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

const PHONE_TYPES: ReadonlySet<string> = new Set(['mobilePhone', 'registrationPhone', 'actualPhone']);

/** The call column of a phone: opens the call chat with the contact. */
function CallButton({ onCall }: { onCall(): void }) {
  return <Button type="button" icon="pi pi-phone" text size="small" aria-label={CALL} onClick={onCall} />;
}

function PersonTable({
  title,
  holder,
  underwriter,
  onCall,
}: {
  title: string;
  holder: PersonContacts;
  underwriter: boolean;
  onCall?(contact: ChatContact): void;
}) {
  return (
    <section className="holder-contacts__block" aria-label={title}>
      <h3 className="holder-contacts__title">
        {title}: {holder.name}
        {holder.addressRegistration?.value ? (
          <small className="holder-contacts__address">{holder.addressRegistration.value}</small>
        ) : null}
      </h3>
      <DataTable
        value={holder.contacts}
        size="small"
        dataKey="id"
        emptyMessage="Нет данных"
        className="holder-contacts__table"
      >
        <Column header="Тип" body={(row: PersonContacts['contacts'][number]) => holderContactType(row.type)} />
        <Column header="Значение" field="value" />
        <Column header="Примечание" body={(row: PersonContacts['contacts'][number]) => row.note ?? ''} />
        {underwriter ? (
          <Column
            header="Последний комментарий"
            body={(row: PersonContacts['contacts'][number]) => <LastComment comments={row.comments} />}
          />
        ) : null}
        {onCall ? (
          <Column
            header="Звонок"
            body={(row: PersonContacts['contacts'][number]) =>
              PHONE_TYPES.has(row.type) ? (
                <CallButton onCall={() => onCall({ id: row.id, value: row.value, holder: title })} />
              ) : null
            }
          />
        ) : null}
      </DataTable>
    </section>
  );
}

function EmployerBlock({ employer, underwriter }: { employer: EmployerContacts; underwriter: boolean }) {
  const facts: Array<[string, string | null | undefined]> = [
    ['Руководитель', employer.headFullName],
    ['Мобильный телефон офиса', employer.mobileOfficeNumber],
    ['E-mail организации', employer.organizationEmail],
    ['Сайт организации', employer.organizationSite],
  ];
  type Row = EmployerContacts['contacts'][number];
  return (
    <section className="holder-contacts__block" aria-label="Работодатель">
      <h3 className="holder-contacts__title">Работодатель: {employer.name}</h3>
      <dl className="task-header">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        value={employer.contacts}
        size="small"
        dataKey="id"
        emptyMessage="Нет данных"
        className="holder-contacts__table"
      >
        <Column header="Тип" body={(row: Row) => row.phoneTypeTitle ?? row.contactType ?? ''} />
        <Column
          header="Значение"
          body={(row: Row) => (row.additionalNumber ? `${row.value} доб. ${row.additionalNumber}` : row.value)}
        />
        <Column header="ФИО" body={(row: Row) => row.fio ?? ''} />
        <Column header="Примечание" body={(row: Row) => row.note ?? ''} />
        {underwriter ? (
          <Column header="Последний комментарий" body={(row: Row) => <LastComment comments={row.comments} />} />
        ) : null}
      </DataTable>
    </section>
  );
}

/**
 * The contacts of the deal's people and employer on the contacts step (001 §2.3): a table per person (type, value,
 * note; the last comment for underwriters; a call column opening the call chat 'Чаты' for those with phone actions)
 * and the employer's block (head, office mobile, e-mail, site, contacts).
 */
export function HolderContactsTables({
  dealId,
  underwriter,
  phoneActions,
  username,
  canDownload,
}: {
  dealId: number;
  underwriter: boolean;
  /** The call column and the call chat: underwriters, or the pbx privileges. */
  phoneActions: boolean;
  username: string;
  canDownload: boolean;
}) {
  const contacts = useQuery(holderContactsQuery(dealId));
  const [chat, setChat] = useState<ChatContact | null>(null);
  if (contacts.isPending) return <p className="deal-thread__note">Загрузка...</p>;
  if (contacts.isError) return <p className="p-error">{LOAD_FAILED}</p>;
  const data = contacts.data;
  return (
    <div className="holder-contacts" data-testid="holder-contacts">
      {HOLDERS.map(([key, title]) => {
        const holder = data[key];
        return holder ? (
          <PersonTable
            key={key}
            title={title}
            holder={holder}
            underwriter={underwriter}
            {...(phoneActions && { onCall: setChat })}
          />
        ) : null;
      })}
      {data.employer ? <EmployerBlock employer={data.employer} underwriter={underwriter} /> : null}
      <CallChat contact={chat} username={username} canDownload={canDownload} onHide={() => setChat(null)} />
    </div>
  );
}
