import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { forgetEventChannelState } from '@/shared/events';
import { forgetFormDrafts, setDraftOwner } from '@/shared/form-engine/model/drafts';
import { useCurrentUser } from '@/shared/api/queries';
import { queryKeys } from '@/shared/api/query-keys';
import { sessionStore } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';

/**
 * Session side effects (000 §4): on logout the cached data of the user goes, and with it the
 * event channel's last event id and task counters, and on a sign-out the unsaved values of forms (a session that ends
 * by itself keeps them for the same user); a failed user fetch logs out unless the password has expired.
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
        // A sign-out takes the user's drafts; a session that ended by itself leaves them for the next sign-in.
        if (state.explicitLogout) forgetFormDrafts();
        setDraftOwner(null);
      }),
    [queryClient],
  );

  const username = user.data?.username ?? null;
  useEffect(() => {
    if (username !== null) setDraftOwner(username);
  }, [username]);

  useEffect(() => {
    if (user.isError && !passwordExpired) sessionStore.logout();
  }, [user.isError, passwordExpired]);

  return null;
}
