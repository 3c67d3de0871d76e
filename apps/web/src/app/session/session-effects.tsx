import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { forgetEventChannelState } from '@/shared/events';
import { forgetFormDrafts } from '@/shared/form-engine/model/drafts';
import { useCurrentUser } from '@/shared/api/queries';
import { queryKeys } from '@/shared/api/query-keys';
import { sessionStore } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';

/**
 * Session side effects (000 §4): on logout the cached data of the user goes, and with it the
 * event channel's last event id and task counters, and the unsaved values of forms; a failed user fetch logs out unless the
 * password has expired.
 */
export function SessionEffects() {
  const queryClient = useQueryClient();
  const { passwordExpired } = useSession();
  const user = useCurrentUser();

  useEffect(
    () =>
      sessionStore.subscribe((state, previous) => {
        if (previous.access === null || state.access !== null) return;
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.appInfo[0] });
        forgetEventChannelState();
        forgetFormDrafts();
      }),
    [queryClient],
  );

  useEffect(() => {
    if (user.isError && !passwordExpired) sessionStore.logout();
  }, [user.isError, passwordExpired]);

  return null;
}
