import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@autocredit/generated/api';
import { useCurrentUser } from '@/shared/api/queries';
import { queryKeys } from '@/shared/api/query-keys';
import { isLoggedIn, sessionStore, type SessionState } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import type { GuardSession } from './guard-decision';

const toGuardSession = (state: SessionState, user: User | undefined): GuardSession => ({
  loggedIn: isLoggedIn(state),
  passwordExpired: state.passwordExpired,
  user: isLoggedIn(state) ? user : undefined,
  returnTo: state.returnTo,
});

/** The guard's view of the session, for rendering. */
export function useGuardSession(): GuardSession {
  const state = useSession();
  const user = useCurrentUser().data;
  return toGuardSession(state, user);
}

/** The same, read synchronously (navigation blocker). */
export function readGuardSession(queryClient: QueryClient): GuardSession {
  return toGuardSession(sessionStore.getState(), queryClient.getQueryData<User>(queryKeys.user));
}
