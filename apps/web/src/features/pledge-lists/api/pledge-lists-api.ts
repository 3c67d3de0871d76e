import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pledge, PledgeProcessName, operations } from '@autocredit/generated/api';
import { isApiError, unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { messagesOf } from '@/shared/api/envelope';
import { SOMETHING_WENT_WRONG, failureText } from '@/shared/api/failure-text';
import { queryKeys } from '@/shared/api/query-keys';
import { saveBlob } from '@/shared/lib/save-blob';
import { loadListPage } from '@/shared/list';
import { toast } from '@/shared/ui/toast';
import { balanceFailure, balanceView, type BalanceView } from '@/features/pledge-lists/lib/balance';

/** new: the queue ('Новые задачи (залоги)'); my: the user's claimed tasks; history: every pledge ('Все залоги'). */
export type PledgeListKind = 'new' | 'my' | 'history';

type PledgeTasksQuery = NonNullable<operations['listPledgeTasks']['parameters']['query']>;
type PledgesQuery = NonNullable<operations['listPledges']['parameters']['query']>;

/**
 * The API query of a task list: the queue asks for the created and returned tasks nobody works, 'Мои' for the claimed
 * ones (as the deal task lists; not kept in the URL).
 */
export function pledgeTasksQuery(kind: 'new' | 'my', apiQuery: Record<string, string | number>): PledgeTasksQuery {
  const states =
    kind === 'new'
      ? { 'taskStatuses[]': ['task_create', 'task_unclaim'], needAssignee: true }
      : { 'taskStatuses[]': ['task_claim'] };
  return { ...apiQuery, ...states } as PledgeTasksQuery;
}

/** A page of the pledge tasks (new or my); a failure is only logged (000 §8). */
export function usePledgeTasks(kind: 'new' | 'my', apiQuery: Record<string, string | number>, enabled: boolean) {
  const query = pledgeTasksQuery(kind, apiQuery);
  return useQuery({
    queryKey: queryKeys.pledges.page(kind, query),
    queryFn: ({ signal }) =>
      loadListPage('The pledge task list', async () => {
        return (await unwrap(api().GET('/api/pledge/user_task_list', { params: { query }, signal }))).result;
      }),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

/** A page of every pledge (the history); a failure is only logged (000 §8). */
export function usePledges(apiQuery: Record<string, string | number>, enabled: boolean) {
  const query = apiQuery as PledgesQuery;
  return useQuery({
    queryKey: queryKeys.pledges.page('history', query),
    queryFn: ({ signal }) =>
      loadListPage('The pledge list', async () => {
        return (await unwrap(api().GET('/api/pledge/list', { params: { query }, signal }))).result;
      }),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

/** The registry balance as the button shows it; a 400 gives 'Ошибка' with the registry's error lines. */
export async function loadBalance(): Promise<BalanceView> {
  try {
    return balanceView((await unwrap(api().GET('/api/pledge/balance', {}))).result);
  } catch (error) {
    if (isApiError(error) && error.status === 400) return balanceFailure(error.body);
    throw error;
  }
}

/** Says a success: the server's messages were shown by the API client, else `text`. */
export function sayDone(answer: unknown, text: string) {
  if (messagesOf(answer).length === 0) toast.success(text);
}

/** Says a failure (unless the API client has shown the server's messages): its detail or text, else `fallback`. */
export function sayFailed(error: unknown, fallback: string, life?: number) {
  const text = failureText(error, fallback);
  if (text) toast.error(text, life);
}

/** A pledge action of the lists: says how it went and refreshes the lists. */
function usePledgeAction<V>(run: (vars: V) => Promise<unknown>, done: string, failed: string, life?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => sayDone(answer, done),
    onError: (error) => sayFailed(error, failed, life),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pledges.all }),
  });
}

export const TAKE_OFF_BY_EXTERNAL_DONE = 'Создана задача на снятие залога с обременения';
export const TAKE_OFF_DONE = 'Залог снят с обременения!';
export const TAKE_OFF_FAILED = 'Ошибка снятия с обременения!';
export const ASSIGN_DONE = 'Процесс переуступки залога успешно создан';
export const ASSIGN_FAILED = 'Ошибка создания процесса переуступки';
export const RESTART_DONE = 'Процесс успешно перезапущен!';
export const RESTART_FAILED = 'Ошибка перезапуска!';
/** The remove-pledge dialog's errors stay 5 s (002 §8). */
export const REMOVE_ERROR_LIFE = 5000;

/** 'Снять залог': takes off the pledge registered under the number (kind auto_pledge). */
export function useTakeOffByExternal() {
  return usePledgeAction(
    (notificationReferenceNumber: string) =>
      unwrap(
        api().POST('/api/pledge/take_off_by_external', {
          body: { notificationReferenceNumber, kind: 'auto_pledge' },
        }),
      ),
    TAKE_OFF_BY_EXTERNAL_DONE,
    TAKE_OFF_FAILED,
    REMOVE_ERROR_LIFE,
  );
}

/** 'Снять с обременения' of a registered pledge. */
export function useTakeOff() {
  return usePledgeAction(
    (pledge: Pledge) =>
      unwrap(api().POST('/api/pledge/take_off/{pledgeId}', { params: { path: { pledgeId: pledge.id } } })),
    TAKE_OFF_DONE,
    TAKE_OFF_FAILED,
  );
}

/** Creates the assignment process of a pledge. */
export function useCreateAssignment() {
  return usePledgeAction(
    (pledge: Pledge) =>
      unwrap(api().POST('/api/pledge/assignment/{pledgeId}', { params: { path: { pledgeId: pledge.id } } })),
    ASSIGN_DONE,
    ASSIGN_FAILED,
  );
}

/** Restarts the registration or the take-off process of a pledge. */
export function useRestartProcess() {
  return usePledgeAction(
    ({ pledge, process }: { pledge: Pledge; process: PledgeProcessName }) =>
      unwrap(
        api().POST('/api/pledge/{pledgeId}/process-restart/{process}', {
          params: { path: { pledgeId: pledge.id, process } },
        }),
      ),
    RESTART_DONE,
    RESTART_FAILED,
  );
}

/** The file name of a pledge's assignment result. */
export const assignmentResultName = (pledge: Pledge) => `Результат_переуступки_${pledge.id}.pdf`;

/** Downloads the assignment result of a pledge (a PDF); a failure says why. */
export function useDownloadAssignmentResult() {
  return useMutation({
    mutationFn: async (pledge: Pledge) => {
      const blob = await unwrap(
        api().GET('/api/pledge/download/{pledgeId}/resultAssignment', {
          params: { path: { pledgeId: pledge.id } },
          parseAs: 'blob',
        }),
      );
      saveBlob(blob, assignmentResultName(pledge));
    },
    onError: (error) => sayFailed(error, SOMETHING_WENT_WRONG),
  });
}
