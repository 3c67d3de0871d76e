import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { strategyTimeQuery, taskTimesQuery } from './task-times-api';
import { STRATEGY_LEFT, STRATEGY_LIMIT, STRATEGY_TIMED_OUT, TIMERS_NO_TIME } from '../frame-texts';
import { countdownRed, durationText, remainingMs, remainingSeconds, timedOut } from './timer-rules';
import { TimerReading } from './timer-reading';
import { useNow } from './use-now';
import './task-timers.css';

/**
 * The strategy countdown of a pre-decision underwriter task (002 §2, §4; mount it when `isPreDecision(task.deal)`):
 * the strategy's time limit (`GET /api/underwriter/strategyTime/{dealId}`, minutes) and the time left, the limit
 * less the time since the claim (times-info's `timeTaskClaim`), ticking each second and red below 3 minutes. Below
 * zero the task has timed out: it says so and calls `onTimedOut` once (the server counts the same way: its
 * `isTimeOut` then answers true and the decision form asks for a delay reason, which the reason popup enforces).
 * Nothing shows for a deal without a limit (0 minutes); before the claim only the limit shows.
 */
export function StrategyCountdown({
  dealId,
  taskId,
  onTimedOut,
}: {
  dealId: number;
  taskId: number;
  /** Called once when the countdown goes below zero (also when it already had on opening). */
  onTimedOut?: () => void;
}) {
  const limit = useQuery(strategyTimeQuery(dealId));
  const times = useQuery(taskTimesQuery(taskId));
  const minutes = limit.data;
  const claimedAt = times.data?.timeTaskClaim ?? null;
  const now = useNow(minutes !== undefined && minutes > 0 && claimedAt !== null);
  const left = minutes === undefined ? null : remainingMs(minutes, claimedAt, now);
  const over = left !== null && timedOut(left);

  const firedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!over || firedFor.current === taskId) return;
    firedFor.current = taskId;
    onTimedOut?.();
  }, [over, taskId, onTimedOut]);

  if (minutes === 0) return null;
  const loading = limit.isPending || times.isPending;
  return (
    <dl className="task-timers" data-testid="strategy-countdown" aria-busy={loading}>
      <TimerReading label={STRATEGY_LIMIT}>
        {limit.isPending ? '…' : minutes === undefined ? TIMERS_NO_TIME : durationText(minutes * 60)}
      </TimerReading>
      <TimerReading label={STRATEGY_LEFT} late={left !== null && countdownRed(left)} ticking={left !== null && !over}>
        {loading
          ? '…'
          : left === null
            ? TIMERS_NO_TIME
            : over
              ? STRATEGY_TIMED_OUT
              : durationText(remainingSeconds(left))}
      </TimerReading>
    </dl>
  );
}
