import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { operations } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { loadListPage } from '@/shared/list';
import { queryKeys } from '@/shared/api/query-keys';

/** new: /task-new; my: /task-my (the tasks the user works); underwriter: the underwriters' queue. */
export type TaskListKind = 'new' | 'my' | 'underwriter';

type TasksQuery = NonNullable<operations['listTasks']['parameters']['query']>;
type UnderwriterQuery = NonNullable<operations['listUnderwriterTasks']['parameters']['query']>;

/** The API query of a task list: 'Мои задачи' asks for the claimed tasks (not kept in the URL). */
export function tasksApiQuery(kind: TaskListKind, apiQuery: Record<string, string | number>) {
  return (kind === 'my' ? { ...apiQuery, 'taskStatuses[]': ['task_claim'] } : apiQuery) as TasksQuery &
    UnderwriterQuery;
}

/** A page of a task list; a failure is only logged (000 §8). Keys start with 'tasks' (claims refresh them). */
export function useTasks(kind: TaskListKind, apiQuery: Record<string, string | number>) {
  const query = tasksApiQuery(kind, apiQuery);
  return useQuery({
    queryKey: queryKeys.tasks.page(kind, query),
    queryFn: ({ signal }) =>
      loadListPage('The task list', async () => {
        const call =
          kind === 'underwriter'
            ? api().GET('/api/autocredit/task/underwriterList', { params: { query }, signal })
            : api().GET('/api/autocredit/task/list', { params: { query }, signal });
        return (await unwrap(call)).result;
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** 'Снять': the task goes back to the queue. */
export function useUnclaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) => unwrap(api().POST('/api/task/unclaim/{taskId}', { params: { path: { taskId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
