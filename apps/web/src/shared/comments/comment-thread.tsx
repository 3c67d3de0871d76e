import type { Comment } from '@autocredit/generated/api';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useCurrentUser } from '@/shared/api/queries';
import { CommentComposer } from './comment-composer';
import { threadTexts } from './comment-texts';
import { ThreadCommentList } from './thread-comment-list';
import { useCommentSender } from './use-comment-sender';

/** The props of CommentThread. */
export interface CommentThreadProps<K extends QueryKey> {
  /** The thread's query (its key is refreshed after a send). */
  query: UseQueryOptions<Comment[], Error, Comment[], K> & { queryKey: K };
  /** Sends a new comment. */
  send: (text: string) => Promise<unknown>;
  /** Other queries a sent comment changes (a count, a last-comment column). */
  alsoRefresh: readonly QueryKey[];
  canWrite: boolean;
  /** The class and test-id prefix, e.g. `file` gives `file-comments-{id}` and `file-comment-list-{id}`. */
  kind: string;
  id: number;
}

/**
 * One comment thread of the deal page (001 §7, §2.9): oldest first with author and DD.MM.YYYY HH:mm:ss, the user's own
 * highlighted, delete where `canDelete` ('Не удалось получить комментарии' when it cannot be read), and, for who may
 * write, a new one (not empty; 'Комментарий отправлен.' or 'Не удалось отправить
 * комментарий'). A sent comment refreshes the thread and what else shows it.
 */
export function CommentThread<K extends QueryKey>({
  query,
  send,
  alsoRefresh,
  canWrite,
  kind,
  id,
}: CommentThreadProps<K>) {
  const queryClient = useQueryClient();
  const composerId = useId();
  const thread = useQuery(query);
  const username = useCurrentUser().data?.username;
  const refresh = () => {
    for (const queryKey of [query.queryKey, ...alsoRefresh]) void queryClient.invalidateQueries({ queryKey });
  };
  const sender = useCommentSender(send, refresh, threadTexts);
  return (
    <div className={`${kind}-comments`} data-testid={`${kind}-comments-${id}`}>
      <ThreadCommentList thread={thread} username={username} refresh={refresh} testId={`${kind}-comment-list-${id}`} />
      {canWrite ? (
        <CommentComposer
          id={composerId}
          label="Новый комментарий"
          value={sender.text}
          error={sender.error}
          sending={sender.sending}
          onChange={sender.setText}
          onSubmit={sender.submit}
        />
      ) : null}
    </div>
  );
}
