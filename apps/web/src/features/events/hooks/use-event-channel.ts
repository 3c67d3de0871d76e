import { useEffect, useRef } from 'react';
import { unwrap } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';
import { getRuntimeConfig } from '../../../shared/config/runtime-config';
import { dispatchHubEvent, type HubEventHandlers } from '../lib/dispatch';
import { createEventChannel } from '../lib/event-channel';
import { resolveHubUrl } from '../lib/hub-url';

/**
 * Keeps the event channel open while `enabled` (signed in, user known); reopens it when the user
 * changes (impersonation) and closes it when disabled. Handlers may change without reconnecting.
 */
export function useEventChannel({
  enabled,
  userKey,
  handlers,
}: {
  enabled: boolean;
  userKey: string | number | undefined;
  handlers: HubEventHandlers;
}): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!enabled) return undefined;
    const channel = createEventChannel({
      fetchTopics: async () => (await unwrap(api().GET('/api/user/topics', { credentials: 'include' }))).result,
      hubUrl: (topicsHub) => resolveHubUrl(getRuntimeConfig(), topicsHub),
      onEvent: (event) => dispatchHubEvent(handlersRef.current, event),
    });
    void channel.open();
    return () => channel.close();
  }, [enabled, userKey]);
}
