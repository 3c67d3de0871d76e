import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { loadListPage } from '@/shared/list';
import { queryKeys } from '@/shared/api/query-keys';

/** A page of the user's notifications; a failure is only logged (000 §8). */
export function useNotificationPage(page: number, perPage: number) {
  return useQuery({
    queryKey: queryKeys.notifications.page(page, perPage),
    queryFn: ({ signal }) =>
      loadListPage('The notifications', async () => {
        const query = { page, per_page: perPage };
        return (await unwrap(api().GET('/api/notification/get/all', { params: { query }, signal }))).result;
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
