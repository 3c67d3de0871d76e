import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isAbortError, isApiError } from '@/shared/api/api-error';
import { fieldErrorsOf } from '@/shared/api/envelope';
import { toast } from '@/shared/ui/toast';
import { commentTexts } from './comment-texts';

/** The state of a comment being written: its text, its error, whether it is being sent. */
export interface CommentSender {
  text: string;
  error: string | null;
  sending: boolean;
  setText(text: string): void;
  submit(): void;
}

/**
 * Writes and sends a comment (002 §5, §8): an empty text is 'Введите текст комментария' and is not sent; a sent one
 * says 'Комментарий успешно отправлен!' and clears the textarea; a refused text shows the server's message under it,
 * any other failure 'Ошибка отправки комментария, попробуйте позже' (`texts`: other words for those two toasts, as the
 * deal page's 001 §8 'Комментарий отправлен.', 'Не удалось отправить комментарий').
 */
export function useCommentSender(
  send: (text: string) => Promise<unknown>,
  onSent?: () => void,
  texts: { sent: string; sendFailed: string } = commentTexts,
): CommentSender {
  const [text, setTextState] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => {
      setTextState('');
      toast.success(texts.sent);
      onSent?.();
    },
    onError: (failure) => {
      if (isAbortError(failure)) return;
      const onText =
        isApiError(failure) && failure.status === 400
          ? fieldErrorsOf(failure.body).find((e) => e.propertyPath === 'text')
          : undefined;
      if (onText) setError(onText.message);
      else toast.error(texts.sendFailed);
    },
  });
  const setText = (next: string) => {
    setTextState(next);
    setError(null);
  };
  const submit = () => {
    if (mutation.isPending) return;
    const trimmed = text.trim();
    if (trimmed === '') {
      setError(commentTexts.emptyText);
      return;
    }
    mutation.mutate(trimmed);
  };
  return { text, error, sending: mutation.isPending, setText, submit };
}
