import type { EmployerContacts, HolderContacts as PersonContacts } from '@autocredit/generated/api';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import {
  CONTACT_CHECK,
  CONTACT_COMMENTS,
  EMPLOYER,
  PHONE_TYPES,
  employerContactType,
  holderContactType,
  isEmployerPhone,
  type HolderKey,
} from './holder-contacts-rules';
import { CommentList } from '@/shared/comments';
import { HolderContactCommentsButton } from './holder-contact-comments-button';

import {
  CheckButton,
  ChangeMarker,
  DeletedNote,
  LastComment,
  phoneColumns,
  type PhoneActions,
  type TableContext,
} from './contact-cells';

type CommentedRow = { id: number; value: string; comments?: PersonContacts['contacts'][number]['comments'] };

/** The columns every contacts' table has after its own: the phone's check, the last comment, the comments popover. */
function contactColumns<R extends CommentedRow>(context: TableContext, role: HolderKey, isPhone: (row: R) => boolean) {
  const { dealId, underwriter, comments, canComment } = context;
  return [
    context.onCheck ? (
      <Column
        key="check"
        header={CONTACT_CHECK}
        body={(row: R) => (isPhone(row) ? <CheckButton phone={row.value} context={context} /> : null)}
      />
    ) : null,
    underwriter ? (
      <Column key="last" header="Последний комментарий" body={(row: R) => <LastComment comments={row.comments} />} />
    ) : null,
    comments ? (
      <Column
        key="comments"
        header={CONTACT_COMMENTS}
        body={(row: R) => (
          <HolderContactCommentsButton dealId={dealId} role={role} contact={row} canWrite={canComment} />
        )}
      />
    ) : null,
  ];
}

/** A person's contacts' table: type, value, note; the phone's check, source and call; the last comment, comments. */
export function PersonTable({
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
  const { changes } = context;
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
        {contactColumns<Row>(context, role, (row) => PHONE_TYPES.has(row.type))}
        {phone ? phoneColumns<Row>(phone, (row) => PHONE_TYPES.has(row.type), title, role) : null}
      </DataTable>
      {changes ? <DeletedNote changes={changes[role]} /> : null}
    </section>
  );
}

/** The employer's block: head, office mobile, e-mail, site, the employer's comments, then its contacts' table. */
export function EmployerBlock({
  employer,
  context,
  phone,
}: {
  employer: EmployerContacts;
  context: TableContext;
  phone?: PhoneActions;
}) {
  const { changes, comments, username } = context;
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
                <CommentList comments={employer.comments} username={username} />
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
        {contactColumns<Row>(context, 'employer', isEmployerPhone)}
        {phone ? phoneColumns<Row>(phone, isEmployerPhone, EMPLOYER, 'employer') : null}
      </DataTable>
      {changes ? <DeletedNote changes={changes.employer} /> : null}
    </section>
  );
}
