import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { failureShownByPage } from '@/shared/api/feedback-middleware';

// Its own module: the shell's live notifications load it at start, without the list kit of the notifications page.

/**
 * Marks notifications viewed; `keepalive` lets the call outlive a page being reloaded or closed. Its callers show
 * a failure as the one toast 'Что-то пошло не так' (000 §8), so the client adds no connection toast of its own.
 */
export async function markViewed(ids: number[], keepalive = false): Promise<void> {
  if (ids.length === 0) return;
  await unwrap(api().POST('/api/notification/set/viewed', { body: { ids }, keepalive, ...failureShownByPage }));
}
