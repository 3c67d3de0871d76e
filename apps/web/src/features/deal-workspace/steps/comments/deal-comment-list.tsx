import type { Comment } from '@autocredit/generated/api';
import { formatUnixSeconds } from '@/shared/lib/format-date';
import { DeleteButton } from '@/features/deal-workspace/ui/delete-button';

/** The label of a comment's delete button. */
export const DELETE_COMMENT = 'Удалить комментарий';

/**
 * The comments of one thread of the deal page, oldest first (001 §3, §6, §9): the author, the time DD.MM.YYYY HH:mm:ss
 * (unix seconds), the text; the user's own highlighted; a delete button where `canDelete` (and a delete is offered).
 */
export function DealCommentList({
  comments,
  username,
  onDelete,
  deleting,
  testId,
}: {
  comments: readonly Comment[];
  /** The user's name: their own comments are highlighted. */
  username: string | undefined;
  /** Deletes a comment; undefined: no delete button. */
  onDelete?(id: number): void;
  /** The comment being deleted. */
  deleting?: number | null;
  testId?: string;
}) {
  return (
    <ul className="deal-thread__list" data-testid={testId}>
      {comments.map((comment) => (
        <li
          key={comment.id}
          data-testid="comment"
          className={
            username !== undefined && comment.user.username === username
              ? 'deal-thread__item deal-thread__item--own'
              : 'deal-thread__item'
          }
        >
          <div className="deal-thread__meta">
            <strong>{comment.user.fio}</strong>
            <time>{formatUnixSeconds(comment.createdAt)}</time>
            {comment.canDelete && onDelete ? (
              <DeleteButton
                aria-label={DELETE_COMMENT}
                loading={deleting === comment.id}
                onClick={() => onDelete(comment.id)}
              />
            ) : null}
          </div>
          <p className="deal-thread__text">{comment.text}</p>
        </li>
      ))}
    </ul>
  );
}
