import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * The moments a task page's timers count from (`GET /api/task/times-info/{id}`): the task's start, the start of the
 * first task of its candidate group, the claim (date-times; the page counts the time itself, so one answer lasts).
 */
export const taskTimesQuery = (taskId: number) =>
  queryOptions({
    queryKey: queryKeys.tasks.times(taskId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/task/times-info/{taskId}', { params: { path: { taskId } }, signal }))).result,
    staleTime: 60_000,
  });

/** The strategy time limit of the deal's underwriter task, minutes (`GET /api/underwriter/strategyTime/{dealId}`). */
export const strategyTimeQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.tasks.strategyTime(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/underwriter/strategyTime/{dealId}', { params: { path: { dealId } }, signal })))
        .result.strategyTime,
    staleTime: 5 * 60_000,
  });
