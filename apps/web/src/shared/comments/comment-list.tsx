import './comments.css';
import type { Comment } from '@autocredit/generated/api';
import { formatUnixSeconds } from '@/shared/lib/format-date';
import { DeleteButton } from '@/shared/ui/delete-button';
import { threadTexts } from './comment-texts';

/**
 * The given comments of a thread of the deal page, oldest first (001 §3, §6, §9): the author, the time DD.MM.YYYY HH:mm:ss
 * (unix seconds), the text; the user's own highlighted; a delete button where `canDelete` (and a delete is offered).
 */
export function CommentList({
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
    <ul className="comment-thread__list" data-testid={testId}>
      {comments.map((comment) => (
        <li
          key={comment.id}
          data-testid="comment"
          className={
            username !== undefined && comment.user.username === username
              ? 'comment-thread__item comment-thread__item--own'
              : 'comment-thread__item'
          }
        >
          <div className="comment-thread__meta">
            <strong>{comment.user.fio}</strong>
            <time>{formatUnixSeconds(comment.createdAt)}</time>
            {comment.canDelete && onDelete ? (
              <DeleteButton
                aria-label={threadTexts.deleteComment}
                loading={deleting === comment.id}
                onClick={() => onDelete(comment.id)}
              />
            ) : null}
          </div>
          <p className="comment-thread__text">{comment.text}</p>
        </li>
      ))}
    </ul>
  );
}
