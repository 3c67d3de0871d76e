import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureText } from '@/shared/api/failure-text';
import { useCurrentUser } from '@/shared/api/queries';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { ERROR_TOAST_LIFE, toast } from '@/shared/ui/toast';
import { holderContactChangesQuery, holderContactsQuery } from './holder-contacts-api';
import { DEAL_CONTACTS, HOLDERS } from './holder-contacts-rules';
import { useCallChat } from './use-call-chat';
import {
  ContactSearchDrawer,
  contactTexts,
  handleContactCalls,
  searchDealsByPhone,
  type ContactSearchResult,
} from '@/shared/contacts';

import { LOAD_FAILED, type PhoneActions, type TableContext } from './contact-cells';
import { EmployerBlock, PersonTable } from './contact-tables';

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
  const { open: openChat, chat } = useCallChat({ dealId, username, canDownload, canComment });
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
        ? handleContactCalls((contact) => openChat({ ...contact, holder: DEAL_CONTACTS, role: 'additionalDeal' }))
        : undefined,
    [openChat, phoneActions],
  );
  if (contacts.isPending) return <p className="deal-thread__note">Загрузка...</p>;
  if (contacts.isError) return <p className="p-error">{LOAD_FAILED}</p>;
  const data = contacts.data;
  const phone: PhoneActions | undefined = phoneActions
    ? { canCall: isAllowed(user, policies.pbxCall), username, onCall: openChat }
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
      {chat}
    </div>
  );
}
