import { useEffect } from 'react';
import { failureText } from '@/shared/api/failure-text';
import { toast } from '@/shared/ui/toast';

/**
 * Tells a failed load once (8 s): the server's text, else the fallback (001 §8: a finance 404 'Данные не найдены');
 * with `fixed`, always the fallback (an income call: 'Что-то пошло не так'). Nothing when the API client has told it
 * already (a 5xx, no connection) or nothing failed (null).
 */
export function useFailureToast(error: unknown, fallback: string, fixed = false): void {
  useEffect(() => {
    if (!error) return;
    const text = failureText(error, fallback);
    if (text) toast.error(fixed ? fallback : text);
  }, [error, fallback, fixed]);
}
