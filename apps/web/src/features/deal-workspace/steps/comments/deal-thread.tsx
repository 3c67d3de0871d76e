import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { PlainTextarea } from '@/shared/ui/inputs/plain-input';
import { toast } from '@/shared/ui/toast';
import { ThreadCommentList, threadTexts } from '@/shared/comments';
import { dealThreadQuery, sendDealComment, type DealThreadKind } from './deal-comments-api';

/**
 * One of the deal's two threads on the deal page's comments step (001 §2.9, §5, §6, §8): oldest first with author and dd.MM.yyyy HH:mm:ss, the
 * user's own highlighted, delete where `canDelete`; a text to send (the button disabled while empty), 'Комментарий
 * отправлен.' or 'Не удалось отправить комментарий' (the text stays); 'Не удалось получить комментарии'. A delete that
 * fails says why (the server's text) and reloads the thread.
 */
export function DealThread({
  dealId,
  thread,
  title,
  username,
  canWrite,
}: {
  dealId: number;
  thread: DealThreadKind;
  title: string;
  username: string | undefined;
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const comments = useQuery(dealThreadQuery(dealId, thread));
  const [text, setText] = useState('');
  const textId = useId();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.deals.comments(dealId, thread) });
  const send = useMutation({
    mutationFn: () => sendDealComment(dealId, thread, text.trim()),
    onSuccess: () => {
      setText('');
      toast.success(threadTexts.sent);
      refresh();
    },
    onError: () => toast.error(threadTexts.sendFailed),
  });

  return (
    <section className="deal-thread" aria-label={title} data-testid={`deal-thread-${thread}`}>
      <h3 className="deal-thread__title">{title}</h3>
      <ThreadCommentList thread={comments} username={username} refresh={refresh} />
      {canWrite ? (
        <form
          className="deal-thread__composer"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) send.mutate();
          }}
        >
          <label htmlFor={textId} className="visually-hidden">
            {title}: новый комментарий
          </label>
          <PlainTextarea
            id={textId}
            rows={3}
            autoResize
            value={text}
            placeholder="Комментарий"
            onChange={(event) => setText(event.target.value)}
          />
          <Button
            type="submit"
            label="Отправить"
            icon="pi pi-send"
            size="small"
            disabled={!text.trim()}
            loading={send.isPending}
          />
        </form>
      ) : null}
    </section>
  );
}
