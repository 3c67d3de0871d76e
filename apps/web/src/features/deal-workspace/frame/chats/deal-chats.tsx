import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import { useState } from 'react';
import {
  holderContactsQuery,
  CHATS,
  EMPLOYER,
  HOLDERS,
  PHONE_TYPES,
  holderContactType,
  isEmployerPhone,
  useCallChat,
  type HolderKey,
} from '@/features/deal-workspace/steps/client';

/**
 * The page's 'Чаты' (001 §2.1, §2.9): a button of the page's head opening a drawer with the phones of the deal's
 * people and employer; a phone opens its call chat. For underwriters and the telephone privileges (the page decides).
 */
export function DealChats({
  dealId,
  username,
  canDownload,
  canComment,
}: {
  dealId: number;
  username: string;
  canDownload: boolean;
  /** A new comment on a contact: the underwriters. */
  canComment: boolean;
}) {
  const [open, setOpen] = useState(false);
  const { open: openChat, chat } = useCallChat({ dealId, username, canDownload, canComment });
  const contacts = useQuery({ ...holderContactsQuery(dealId), enabled: open });
  const employer = contacts.data?.employer;
  const phones: Array<{
    key: HolderKey;
    holder: string;
    name: string;
    contact: { id: number; value: string; type: string };
  }> = [
    ...HOLDERS.flatMap(([key, title]) =>
      (contacts.data?.[key]?.contacts ?? [])
        .filter((contact) => PHONE_TYPES.has(contact.type))
        .map((contact) => ({ key, holder: title, name: contacts.data![key]!.name, contact })),
    ),
    ...(employer?.contacts ?? []).filter(isEmployerPhone).map((contact) => ({
      key: 'employer' as const,
      holder: EMPLOYER,
      name: employer!.name,
      contact: { id: contact.id, value: contact.value, type: contact.phoneTypeTitle ?? '' },
    })),
  ];
  return (
    <>
      <Button type="button" icon="pi pi-comments" label={CHATS} size="small" outlined onClick={() => setOpen(true)} />
      <Sidebar visible={open} position="right" onHide={() => setOpen(false)} header={CHATS} style={{ width: '28rem' }}>
        <div data-testid="deal-chats">
          {contacts.isPending ? (
            <p className="deal-thread__note">Загрузка...</p>
          ) : contacts.isError ? (
            <p className="p-error">Не удалось загрузить контакты</p>
          ) : phones.length === 0 ? (
            <p className="deal-thread__note">Нет данных</p>
          ) : (
            <ul className="deal-chats__list">
              {phones.map(({ key, holder, name, contact }) => (
                <li key={contact.id}>
                  <Button
                    type="button"
                    text
                    className="deal-chats__phone"
                    onClick={() => {
                      setOpen(false);
                      openChat({ id: contact.id, value: contact.value, holder, role: key });
                    }}
                  >
                    <span>
                      <strong>{contact.value}</strong> · {holderContactType(contact.type)}
                      <br />
                      <small>
                        {holder}: {name}
                      </small>
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Sidebar>
      {chat}
    </>
  );
}
