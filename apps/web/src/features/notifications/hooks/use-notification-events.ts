import { useQueryClient } from '@tanstack/react-query';
import type { GetNotificationEvent } from '@autocredit/generated/api';
import { useCallback, useEffect, useRef } from 'react';
import { useCurrentUser } from '@/shared/api/queries';
import { queryKeys } from '@/shared/api/query-keys';
import { useHubEvent } from '@/shared/events';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { useClaimAndOpen } from '@/shared/tasks/claim-and-open';
import { GENERIC_ERROR, toast } from '@/shared/ui/toast';
import { markViewed } from '@/features/notifications/api/mark-viewed';
import { createNotificationHandler } from '@/features/notifications/lib/notification-handler';
import { createViewedBatcher } from '@/features/notifications/lib/viewed-batcher';
import { createVisibilityGate } from '@/features/notifications/lib/visibility-gate';

type Handler = (event: GetNotificationEvent) => void;

/** Handles getNotification events (toasts, viewed batching, the visibility gate) while mounted. */
export function useNotificationEvents(): void {
  useHubEvent('getNotification', useNotificationHandler());
}

/** The getNotification handler, with its viewed batching and visibility gate. */
function useNotificationHandler(): Handler {
  const queryClient = useQueryClient();
  const handlerRef = useRef<Handler | null>(null);
  const { data: user } = useCurrentUser();
  const canClaim = user ? isAllowed(user, policies.myTaskList) : false;
  const { mutate: claimAndOpen } = useClaimAndOpen();

  useEffect(() => {
    const refreshUnseen = () => void queryClient.invalidateQueries({ queryKey: queryKeys.unseenCount });
    // a new one: the unseen count and the lists that show it (the bell's panel, the notifications page)
    const refreshAll = () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    const batcher = createViewedBatcher({
      send: (ids) => markViewed(ids),
      onSent: refreshUnseen,
      onError: () => toast.error(GENERIC_ERROR),
    });
    const gate = createVisibilityGate();
    const claim = canClaim
      ? (dealId: number) => claimAndOpen({ dealId }, { onError: () => toast.error(GENERIC_ERROR) })
      : undefined;
    handlerRef.current = createNotificationHandler({
      toaster: toast,
      batcher,
      gate,
      onArrived: refreshAll,
      ...(claim && { claim }),
    });
    return () => {
      handlerRef.current = null;
      gate.dispose();
      void batcher.flush();
    };
  }, [queryClient, canClaim, claimAndOpen]);

  return useCallback<Handler>((event) => handlerRef.current?.(event), []);
}
