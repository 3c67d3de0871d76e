import { useEffect } from 'react';
import { toast } from '@/shared/ui/toast';

/**
 * Tells a failed load once, for 8 s, in the words `tell` gives it (null: the API client has told it already, a 5xx
 * or no connection); nothing while nothing failed.
 */
export function useFailureToast(error: unknown, tell: (error: unknown) => string | null): void {
  useEffect(() => {
    if (!error) return;
    const text = tell(error);
    if (text) toast.error(text);
  }, [error, tell]);
}
