import type { PledgeProcessLog } from '@autocredit/generated/api';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** Cancels a pledge task (`POST /api/task/refusal/{id}`, no reasons). */
export async function refuseTask(taskId: number): Promise<void> {
  await unwrap(api().POST('/api/task/refusal/{taskId}', { params: { path: { taskId } } }));
}

/** Asks the registry whether the pledge is registered (`GET /api/pledge/is-pledged/{id}`). */
export async function isPledged(pledgeId: number): Promise<boolean> {
  return (await unwrap(api().GET('/api/pledge/is-pledged/{pledgeId}', { params: { path: { pledgeId } } }))).result;
}

/** The process log of a pledge, oldest first (`GET /api/pledge/process-logs/{id}`). */
export async function pledgeProcessLogs(pledgeId: number, signal?: AbortSignal): Promise<PledgeProcessLog[]> {
  return (await unwrap(api().GET('/api/pledge/process-logs/{pledgeId}', { params: { path: { pledgeId } }, signal })))
    .result;
}

/** The query of a pledge's process log (the pledge view's history step). */
export const processLogsQuery = (pledgeId: number) =>
  queryOptions({
    queryKey: queryKeys.pledgeView.processLogs(pledgeId),
    queryFn: ({ signal }) => pledgeProcessLogs(pledgeId, signal),
    retry: false,
  });
