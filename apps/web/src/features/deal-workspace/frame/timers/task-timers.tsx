import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/toast';
import { taskTimesQuery } from './task-times-api';
import { STATISTICS_MISSING, TIMERS_NO_TIME, TIMER_SINCE_GROUP, TIMER_SINCE_TASK } from '../frame-texts';
import { durationText, releaseTimerRed, secondsSince, underwriterTimerRed } from './timer-rules';
import { TimerReading } from './timer-reading';
import { useNow } from './use-now';
import './task-timers.css';

/** Whose page the timers are on: the red rules differ. */
export type TaskTimersKind = 'underwriter' | 'release';

/**
 * The two timers of an underwriter's or a release manager's task page (002 §2): the time since the task start and
 * since the first task of its candidate group (`GET /api/task/times-info/{id}`), ticking each second. Red: on the
 * underwriter's page the time since the task start at 23 minutes or more (or when hours show); on the release
 * manager's both at 45 minutes or more (`RELEASE_RED_MINUTES`, see there for the seeds' two readings). A compact
 * line for the page head; '…' while loading, '—' when the server gives no moment or the call failed; a 404 of the
 * times (a statistics call) warns 'Данные отсутствуют' (000 §8).
 */
export function TaskTimers({ taskId, kind }: { taskId: number; kind: TaskTimersKind }) {
  const times = useQuery(taskTimesQuery(taskId));
  const missing = isApiError(times.error) && times.error.status === 404;
  useEffect(() => {
    if (missing) toast.warn(STATISTICS_MISSING);
  }, [missing]);
  const now = useNow(times.isSuccess);
  const sinceTask = times.data ? secondsSince(times.data.timeTask, now) : null;
  const sinceGroup = times.data ? secondsSince(times.data.timeCandidateGroup, now) : null;
  const red = kind === 'underwriter' ? underwriterTimerRed : releaseTimerRed;
  const shown = (seconds: number | null) =>
    times.isPending ? '…' : seconds === null ? TIMERS_NO_TIME : durationText(seconds);

  return (
    <dl className="task-timers" data-testid="task-timers" aria-busy={times.isPending}>
      <TimerReading label={TIMER_SINCE_TASK} late={sinceTask !== null && red(sinceTask)} ticking={sinceTask !== null}>
        {shown(sinceTask)}
      </TimerReading>
      <TimerReading
        label={TIMER_SINCE_GROUP}
        late={kind === 'release' && sinceGroup !== null && red(sinceGroup)}
        ticking={sinceGroup !== null}
      >
        {shown(sinceGroup)}
      </TimerReading>
    </dl>
  );
}
