import { useQueryClient } from '@tanstack/react-query';
import { useNotificationEvents } from '@/features/notifications';
import { queryKeys } from '@/shared/api/query-keys';
import { useEffect } from 'react';
import { hubEvents, useEventChannel, useHubEvent } from '@/shared/events';
import { setTaskCounters } from '@/shared/session/task-counters';
import { toast } from '@/shared/ui/toast';

/** An event of a type the application does not know (002 §8). */
export const UNKNOWN_EVENT = 'Неизвестное событие';

/**
 * Opens the event channel while signed in (login or start), closes it on logout, and handles the events of
 * the frame: notifications (toasts, the unseen count) and the underwriter queue counters of the side menu. When the
 * hub says events were missed, what the frame and the lists keep from events is loaded again (the counters come
 * with the new subscription); an event of a type the contract does not know says 'Неизвестное событие'. Pages
 * subscribe to their own events with `useHubEvent`.
 */
export function AppEvents({ enabled, userKey }: { enabled: boolean; userKey: number | undefined }) {
  const queryClient = useQueryClient();
  useEventChannel({ enabled, userKey });
  useEffect(() => hubEvents.onUnknown(() => toast.error(UNKNOWN_EVENT)), []);
  useNotificationEvents();
  useHubEvent('newUnderTask', ({ data: { newTasks, afterRescoring, afterRework } }) =>
    setTaskCounters({ newTasks, afterRescoring, afterRework }),
  );
  useHubEvent('eventsMissed', () => {
    for (const queryKey of [queryKeys.notifications.all, queryKeys.tasks.all, queryKeys.pledges.all]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });
  return null;
}
