import './comments.css';
import type { Comment } from '@autocredit/generated/api';
import { formatDateTime } from '@/shared/lib/format-date';
import { commentTexts } from './comment-texts';

/** The props of TaskCommentList. */
export interface TaskCommentListProps {
  comments: readonly Comment[] | undefined;
  loading: boolean;
  /** Shown instead of the list when it could not be loaded. */
  error?: string | null;
  testId?: string;
}

/**
 * The comments of a thread as the task pages show them (002 §5), oldest first, as they load: the text, the author and
 * the time (dd.MM.yyyy HH:mm).
 */
export function TaskCommentList({ comments, loading, error, testId = 'comment-list' }: TaskCommentListProps) {
  if (loading) return <i className="pi pi-spin pi-spinner" aria-label="Загрузка" />;
  if (error) return <p className="comment-list__error">{error}</p>;
  if (!comments || comments.length === 0) return <p className="comment-list__empty">{commentTexts.noComments}</p>;
  return (
    <ul className="comment-list" data-testid={testId}>
      {comments.map((comment) => (
        <li key={comment.id} className="comment-list__item" data-testid="comment">
          <div className="comment-list__head">
            <span className="comment-list__author">{comment.user.fio}</span>
            <time className="comment-list__time">{formatDateTime(comment.createdAt * 1000)}</time>
          </div>
          <div className="comment-list__text">{comment.text}</div>
        </li>
      ))}
    </ul>
  );
}
