import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { operations } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { loadListPage } from '@/shared/list';
import { failureText } from '@/shared/api/failure-text';
import { href } from '@/shared/routing/paths';
import { toast } from '@/shared/ui/toast';
import { queryKeys } from '@/shared/api/query-keys';

type UsersQuery = NonNullable<operations['listUsers']['parameters']['query']>;

/** A page of the users (`/api/suggest/user-list`); a failure is only logged (000 §8). */
export function useUsers(apiQuery: Record<string, string | number>) {
  const query = apiQuery as UsersQuery;
  return useQuery({
    queryKey: queryKeys.users.page(query),
    queryFn: ({ signal }) =>
      loadListPage('The user list', async () => {
        return (await unwrap(api().GET('/api/suggest/user-list', { params: { query }, signal }))).result;
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const SWITCHED = 'Профиль переключен успешно';

/**
 * 'Переключиться': the chosen user's profile, 'Профиль переключен успешно', home; everything the app holds of the
 * session is fetched again (here, not in the caller: the page may be gone by the time the answer comes).
 */
export function useSwitchUser() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (username: string) => unwrap(api().POST('/api/impersonate/take', { body: { username } })),
    onSuccess: async () => {
      toast.success(SWITCHED);
      navigate(href('home'));
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      const text = failureText(error);
      if (text) toast.error(text);
    },
  });
}
