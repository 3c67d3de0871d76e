import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Sidebar } from 'primereact/sidebar';
import type { CallRecord } from '@autocredit/generated/api';
import { failureText } from '@/shared/api/failure-text';
import { queryKeys } from '@/shared/api/query-keys';
import { useCurrentUser } from '@/shared/api/queries';
import { formatUnixSeconds } from '@/shared/lib/format-date';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { saveBlob } from '@/shared/lib/save-blob';
import { toast } from '@/shared/ui/toast';
import { callRecord, pbxCallsQuery, startCall } from './pbx-api';
import { CALL, CALL_PLACED, CHATS, callStatusTitle, talkDuration } from './call-chat-rules';
import { CONTACT_COMMENTS, type ChatRole } from './holder-contacts-rules';
import { CallingNumberSelect } from './calling-number-select';
import { HolderContactComments } from './holder-contact-comments';
import { useCallingNumber } from './use-calling-number';

/** The contact the chat is about. */
export interface ChatContact {
  id: number;
  value: string;
  /** The title of whose contact it is ('Клиент'...). */
  holder: string;
  /** Whose contact it is, for its comments (`{role}Contact`). */
  role: ChatRole;
}

/**
 * The call chat 'Чаты' (001 §2.9, §6 'Telephone privileges'): for who may call (underwriters, pbx-call) the user's
 * calling numbers (the chosen one kept per user, else the default) and a call placed through the exchange; for who
 * may see them (underwriters, pbx-get-info) the past calls to the contact (user, caller, callee, time
 * DD.MM.YYYY HH:mm:ss, talk, status) with their records where the user may download them (pbx-download) and the call
 * has one (`downloaded`); and the comments on the contact.
 */
export function CallChat({
  dealId,
  contact,
  username,
  canDownload,
  canComment,
  onHide,
}: {
  dealId: number;
  contact: ChatContact | null;
  username: string;
  canDownload: boolean;
  /** A new comment on the contact: all but auditors. */
  canComment: boolean;
  onHide(): void;
}) {
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const canCall = isAllowed(user, policies.pbxCall);
  const canSeeCalls = isAllowed(user, policies.pbxCallList);
  const { numbers, from: fromNumber } = useCallingNumber(username, contact !== null && canCall);
  const from = fromNumber?.id;
  const calls = useQuery({ ...pbxCallsQuery(contact?.id ?? 0), enabled: contact !== null && canSeeCalls });
  const call = useMutation({
    mutationFn: () => startCall(from!, contact!.id),
    onSuccess: () => {
      toast.success(CALL_PLACED);
      void queryClient.invalidateQueries({ queryKey: queryKeys.pbx.calls(contact!.id) });
    },
    onError: (error) => {
      const text = failureText(error);
      if (text) toast.error(text);
    },
  });
  const download = async (record: CallRecord) => {
    try {
      const blob = await callRecord(record.id);
      saveBlob(blob, `call-${record.id}.${/wav/.test(blob.type) ? 'wav' : 'mp3'}`);
    } catch (error) {
      const text = failureText(error);
      if (text) toast.error(text);
    }
  };

  return (
    <Sidebar visible={contact !== null} position="right" onHide={onHide} header={CHATS} style={{ width: '44rem' }}>
      {contact ? (
        <div className="call-chat" data-testid="call-chat">
          <p className="call-chat__contact">
            {contact.holder}: <strong>{contact.value}</strong>
          </p>
          {canCall ? (
            <div className="call-chat__dial">
              <label htmlFor="call-chat-from">Звонить с номера</label>
              <CallingNumberSelect username={username} inputId="call-chat-from" />
              <Button
                type="button"
                icon="pi pi-phone"
                label={CALL}
                disabled={from === undefined || numbers.isPending}
                loading={call.isPending}
                onClick={() => call.mutate()}
              />
            </div>
          ) : null}
          {canSeeCalls ? (
            <DataTable
              cellMemo={false}
              value={calls.data ?? []}
              loading={calls.isPending}
              size="small"
              dataKey="id"
              emptyMessage="Нет данных"
              aria-label="Звонки"
            >
              <Column header="Пользователь" field="userFio" />
              <Column header="Кто звонил" field="caller" />
              <Column header="Кому" field="callee" />
              <Column header="Когда" body={(row: CallRecord) => formatUnixSeconds(row.createdAt)} />
              <Column header="Разговор" body={(row: CallRecord) => talkDuration(row.talkDuration)} />
              <Column header="Статус" body={(row: CallRecord) => callStatusTitle(row.status)} />
              {canDownload ? (
                <Column
                  header="Запись"
                  body={(row: CallRecord) =>
                    row.downloaded ? (
                      <Button
                        type="button"
                        icon="pi pi-download"
                        text
                        size="small"
                        aria-label={`Скачать запись звонка ${row.id}`}
                        onClick={() => void download(row)}
                      />
                    ) : null
                  }
                />
              ) : null}
            </DataTable>
          ) : null}
          <h3 className="call-chat__comments-title">{CONTACT_COMMENTS}</h3>
          <HolderContactComments dealId={dealId} role={contact.role} contactId={contact.id} canWrite={canComment} />
        </div>
      ) : null}
    </Sidebar>
  );
}
