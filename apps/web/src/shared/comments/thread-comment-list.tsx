import './comments.css';
import type { Comment } from '@autocredit/generated/api';
import { type UseQueryResult, useMutation } from '@tanstack/react-query';
import { failureText } from '@/shared/api/failure-text';
import { toast } from '@/shared/ui/toast';
import { deleteComment } from './comments-api';
import { threadTexts } from './comment-texts';
import { CommentList } from './comment-list';

/**
 * The comments of one thread as they load (001 §8): 'Загрузка...', 'Не удалось получить комментарии', 'Нет данных',
 * else the list with delete where `canDelete`; a delete that fails says why (the server's text). `refresh` reloads
 * the thread (and what else shows it) after a delete, done or not.
 */
export function ThreadCommentList({
  thread,
  username,
  refresh,
  testId,
}: {
  thread: UseQueryResult<Comment[]>;
  username: string | undefined;
  refresh: () => void;
  testId?: string;
}) {
  const remove = useMutation({
    mutationFn: deleteComment,
    onSuccess: refresh,
    onError: (error) => {
      const failure = failureText(error);
      if (failure) toast.error(failure);
      refresh();
    },
  });
  if (thread.isPending) return <p className="comment-thread__note">Загрузка...</p>;
  if (thread.isError) return <p className="comment-thread__note p-error">{threadTexts.loadFailed}</p>;
  if (thread.data.length === 0) return <p className="comment-thread__note">Нет данных</p>;
  return (
    <CommentList
      comments={thread.data}
      username={username}
      onDelete={(commentId) => remove.mutate(commentId)}
      deleting={remove.isPending ? remove.variables : null}
      testId={testId}
    />
  );
}
