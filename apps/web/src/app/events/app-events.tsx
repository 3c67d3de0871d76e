import { useNotificationEvents } from '@/features/notifications';
import { useEventChannel, useHubEvent } from '@/shared/events';
import { setTaskCounters } from '@/shared/session/task-counters';

/**
 * Opens the event channel while signed in (login or start), closes it on logout, and handles the events of
 * the frame: notifications (toasts, the unseen count) and the underwriter queue counters of the side menu.
 * Pages subscribe to their own events with `useHubEvent`.
 */
export function AppEvents({ enabled, userKey }: { enabled: boolean; userKey: number | undefined }) {
  useEventChannel({ enabled, userKey });
  useNotificationEvents();
  useHubEvent('newUnderTask', ({ data: { newTasks, afterRescoring, afterRework } }) =>
    setTaskCounters({ newTasks, afterRescoring, afterRework }),
  );
  return null;
}
