import { useEventChannel } from '../../features/events';
import { useHubEventHandlers } from './use-hub-event-handlers';

/** Opens the event channel while signed in (login or start), closes it on logout. */
export function AppEvents({ enabled, userKey }: { enabled: boolean; userKey: number | undefined }) {
  const handlers = useHubEventHandlers();
  useEventChannel({ enabled, userKey, handlers });
  return null;
}
