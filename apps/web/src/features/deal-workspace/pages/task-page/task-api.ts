import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';

/** 'Возвратить в общую очередь': the task goes back to the shared queue. */
export async function unclaimTask(taskId: number): Promise<void> {
  await unwrap(api().POST('/api/task/unclaim/{taskId}', { params: { path: { taskId } } }));
}
