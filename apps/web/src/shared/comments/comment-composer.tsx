import './comments.css';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';

/** 3 rows to start with, growing up to 8 (002 §9); the textarea scrolls past that. */
export const COMMENT_ROWS = 3;
/** The most rows the comment textarea grows to. */
export const COMMENT_MAX_ROWS = 8;
const LINE_PX = 21;
const PADDING_PX = 16;
const MAX_HEIGHT = `${COMMENT_MAX_ROWS * LINE_PX + PADDING_PX}px`;

/** The props of CommentComposer: the text is the caller's (useCommentSender). */
export interface CommentComposerProps {
  id: string;
  label: string;
  value: string;
  error: string | null;
  sending: boolean;
  disabled?: boolean;
  onChange(text: string): void;
  onSubmit(): void;
  /** More controls next to the send button (typical comments). */
  children?: ReactNode;
}

/**
 * The textarea of a new comment and its send button ('Отправить', disabled while the text is empty; Ctrl+Enter
 * sends too). The error under it is the caller's ('Введите текст комментария').
 */
export function CommentComposer(props: CommentComposerProps) {
  const { id, label, value, error, sending, disabled = false, onChange, onSubmit, children } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <div className="comment-composer">
      <label htmlFor={id} className="comment-composer__label">
        {label}
      </label>
      <InputTextarea
        id={id}
        data-testid={id}
        className="w-full"
        rows={COMMENT_ROWS}
        autoResize
        style={{ maxHeight: MAX_HEIGHT }}
        value={value}
        invalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled || sending}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {error && (
        <small id={`${id}-error`} className="p-error">
          {error}
        </small>
      )}
      <div className="comment-composer__actions">
        {children}
        <Button
          type="button"
          size="small"
          label="Отправить"
          icon="pi pi-send"
          data-testid={`${id}-send`}
          loading={sending}
          disabled={disabled || value === ''}
          onClick={onSubmit}
        />
      </div>
    </div>
  );
}
