import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@autocredit/generated/api';
import { isLoggedIn } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { unwrap } from './api-error';
import { api } from './client';
import { failureShownByPage } from './feedback-middleware';
import { queryKeys } from './query-keys';

/** The signed-in user; `shownByPage`: the page that asks (sign-in) shows a failure itself, the client does not. */
export const userQuery = ({ shownByPage = false }: { shownByPage?: boolean } = {}) =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: async ({ signal }): Promise<User> =>
      (await unwrap(api().GET('/api/user/', { signal, ...(shownByPage ? failureShownByPage : {}) }))).result,
    staleTime: Infinity,
    retry: false,
  });

export const appInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.appInfo,
    queryFn: async ({ signal }) => (await unwrap(api().GET('/api/app/info', { signal }))).result,
    staleTime: Infinity,
  });

export const unseenCountQuery = () =>
  queryOptions({
    queryKey: queryKeys.unseenCount,
    queryFn: async ({ signal }) => (await unwrap(api().GET('/api/notification/get/new', { signal }))).result.count,
  });

export const rolesTitlesQuery = () =>
  queryOptions({
    queryKey: queryKeys.rolesTitles,
    queryFn: async ({ signal }) => (await unwrap(api().GET('/api/user/get-roles-title', { signal }))).result,
    staleTime: Infinity,
  });

/** Whether calls that need a valid session may run (logged in, password not expired). */
export function useSessionActive(): boolean {
  const session = useSession();
  return isLoggedIn(session) && !session.passwordExpired;
}

/** The signed-in user; fetched while the session is active. */
export function useCurrentUser() {
  return useQuery({ ...userQuery(), enabled: useSessionActive() });
}

export function useAppInfo() {
  return useQuery(appInfoQuery());
}

export function useUnseenCount() {
  const active = useSessionActive();
  const user = useCurrentUser();
  return useQuery({ ...unseenCountQuery(), enabled: active && user.isSuccess });
}

export function useRolesTitles() {
  const active = useSessionActive();
  return useQuery({ ...rolesTitlesQuery(), enabled: active });
}
