import type { NewUnderTaskEvent } from '@autocredit/generated/api';
import { setTaskCounters } from '../../../shared/session/task-counters';

/** newUnderTask: the underwriter queue counters of the side menu. */
export function handleNewUnderTask(event: NewUnderTaskEvent): void {
  const { newTasks, afterRescoring, afterRework } = event.data;
  setTaskCounters({ newTasks, afterRescoring, afterRework });
}
