import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { taskPageHref } from './task-page';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * Claims a task of a deal and answers the page to open: the deal's open tasks are read (they name the task's role
 * and process), the asked task (or the first one) is claimed (000 §2.11, 002 §6 'Claiming a task from a
 * notification').
 */
export async function claimDealTask(dealId: number, taskId?: number): Promise<string> {
  const tasks = (await unwrap(api().GET('/api/deal/{dealId}/tasks', { params: { path: { dealId } } }))).result;
  const task = taskId === undefined ? tasks[0] : tasks.find((t) => t.id === taskId);
  if (!task) throw new Error(`The deal ${dealId} has no open task${taskId === undefined ? '' : ` ${taskId}`}`);
  await unwrap(api().POST('/api/task/claim/{taskId}', { params: { path: { taskId: task.id } } }));
  return taskPageHref({ ...task, dealId }, { justClaimed: true });
}

/** A deal created from the side menu: its first task claimed and its page opened. */
export async function createDealAndClaim(kind: 'deal' | 'fast-decision'): Promise<string> {
  const created =
    kind === 'deal'
      ? await unwrap(api().POST('/api/autocredit/create', {}))
      : await unwrap(api().POST('/api/fastDecision/create', { body: {} }));
  return claimDealTask(created.result.id);
}

/**
 * 'Взять в работу': claims and opens the task page; the lists and counters that show the task are refreshed.
 * Failures are shown by the API client (the server's messages) and left to the caller's `onError`.
 */
export function useClaimAndOpen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealId, taskId }: { dealId: number; taskId?: number }) => claimDealTask(dealId, taskId),
    onSuccess: (to) => {
      navigate(to);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
    },
  });
}
