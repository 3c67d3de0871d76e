import { useTaskCounters } from '@/shared/session/task-counters';

/** The underwriter queue counters (new, after rescoring, after rework), updated by newUnderTask. */
export function TaskCounters() {
  const { newTasks, afterRescoring, afterRework } = useTaskCounters();
  return (
    <span className="task-counters">
      <span className="task-counter task-counter--new" title="Новые задачи" data-testid="task-counter-new">
        {newTasks}
      </span>
      <span
        className="task-counter task-counter--rescoring"
        title="После рескоринга"
        data-testid="task-counter-rescoring"
      >
        {afterRescoring}
      </span>
      <span className="task-counter task-counter--rework" title="После доработки" data-testid="task-counter-rework">
        {afterRework}
      </span>
    </span>
  );
}
