import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { GENERIC_ERROR, toast } from '@/shared/ui/toast';
import { markViewed } from '@/features/notifications/api/mark-viewed';

/**
 * The unseen notifications a page showed are marked viewed when the page is left (another route) or reloaded
 * (pagehide), not while it is read (000 §2.8); then the unseen counter refreshes.
 */
export function useMarkSeenOnLeave(unseen: readonly number[]) {
  const queryClient = useQueryClient();
  const shown = useRef(new Set<number>());
  useEffect(() => {
    for (const id of unseen) shown.current.add(id);
  }, [unseen]);

  useEffect(() => {
    const seen = shown.current;
    const take = () => {
      const ids = [...seen];
      seen.clear();
      return ids;
    };
    const onPageHide = () => void markViewed(take(), true).catch(() => undefined);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      const ids = take();
      if (ids.length === 0) return;
      markViewed(ids)
        .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.unseenCount }))
        .catch(() => toast.error(GENERIC_ERROR));
    };
  }, [queryClient]);
}
