import { useEffect } from 'react';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { createEventChannel } from './event-channel';
import { hubEvents, type HubEventBus } from './hub-event-bus';
import { resolveHubUrl } from './hub-url';

/**
 * Keeps the event channel open while `enabled` (signed in, user known); reopens it when the user
 * changes (impersonation) and closes it when disabled. Every event goes to the bus (`useHubEvent`).
 */
export function useEventChannel({
  enabled,
  userKey,
  bus = hubEvents,
}: {
  enabled: boolean;
  userKey: string | number | undefined;
  bus?: HubEventBus;
}): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const channel = createEventChannel({
      fetchTopics: async () => (await unwrap(api().GET('/api/user/topics', { credentials: 'include' }))).result,
      hubUrl: (topicsHub) => resolveHubUrl(getRuntimeConfig(), topicsHub),
      onEvent: (event) => bus.dispatch(event),
    });
    void channel.open();
    return () => channel.close();
  }, [enabled, userKey, bus]);
}
