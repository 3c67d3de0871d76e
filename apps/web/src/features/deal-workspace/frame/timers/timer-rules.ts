import type { TaskDeal } from '@autocredit/generated/api';
import { plural } from '@/shared/lib/plural';

/** The underwriter's time since the task start turns red at 23 minutes or more, or when hours show (002 §2, §9). */
export const UNDERWRITER_RED_MINUTES = 23;

/**
 * The release manager's timers turn red at this many minutes. The seeds give two readings (002 §2, §9: 'red at one
 * hour or more, or 45 minutes or more', the notes saying both 'over an hour' and 'at least 45 minutes'); we take the
 * earlier one, 45 minutes, so an hour is red too. Change it here to take the other reading.
 */
export const RELEASE_RED_MINUTES = 45;

/** The pre-decision countdown turns red below this many minutes left (002 §2, §9). */
export const COUNTDOWN_RED_MINUTES = 3;

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;

const HOURS = ['час', 'часа', 'часов'] as const;
const MINUTES = ['минута', 'минуты', 'минут'] as const;
const SECONDS = ['секунда', 'секунды', 'секунд'] as const;

/** The moment of a date-time of the contract (times-info's moments), ms; null when absent or unreadable. */
export function momentOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The whole seconds from a moment of the contract (`2026-11-20T10:40:00+03:00`) to now (ms); null without the
 * moment. Never negative: a moment after now (the clocks of the browser and the server differ) counts as now.
 */
export function secondsSince(start: string | null | undefined, now: number): number | null {
  const from = momentOf(start);
  return from === null ? null : Math.max(0, Math.floor((now - from) / 1000));
}

/** Whole hours, minutes and seconds of a duration in seconds (a negative one counts as 0). */
export function durationParts(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(totalSeconds));
  return {
    hours: Math.floor(total / HOUR_S),
    minutes: Math.floor((total % HOUR_S) / MINUTE_S),
    seconds: total % MINUTE_S,
  };
}

/**
 * A duration in Russian, the units agreeing with their numbers (002 §9) and zero units left out: '1 час 5 минут 3
 * секунды', '2 часа', '5 минут', '21 секунда'; no time at all is '0 секунд'.
 */
export function durationText(totalSeconds: number): string {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${plural(hours, HOURS)}`);
  if (minutes > 0) parts.push(`${minutes} ${plural(minutes, MINUTES)}`);
  if (seconds > 0 || parts.length === 0) parts.push(`${seconds} ${plural(seconds, SECONDS)}`);
  return parts.join(' ');
}

/** The underwriter's time since the task start is red: 23 minutes or more, or hours show (002 §2). */
export function underwriterTimerRed(seconds: number): boolean {
  return durationParts(seconds).hours > 0 || seconds >= UNDERWRITER_RED_MINUTES * MINUTE_S;
}

/** A release manager's timer is red: `RELEASE_RED_MINUTES` or more (002 §2; see the constant for the readings). */
export function releaseTimerRed(seconds: number): boolean {
  return seconds >= RELEASE_RED_MINUTES * MINUTE_S;
}

/**
 * The pre-decision countdown, ms left (002 §4): the strategy time (minutes) minus the time since the claim; negative
 * once it ran out. Null when there is nothing to count: no limit (0 minutes: no strategy) or no claim yet. Counted
 * in ms, as the stub's `isTimeOut` counts (`now − claim > minutes`), so the two agree to the millisecond.
 */
export function remainingMs(strategyMinutes: number, claimedAt: string | null | undefined, now: number): number | null {
  const claim = momentOf(claimedAt);
  if (claim === null || strategyMinutes <= 0) return null;
  return strategyMinutes * MINUTE_S * 1000 - (now - claim);
}

/** The whole seconds left to show (what is left of the current second is not shown). */
export const remainingSeconds = (ms: number): number => Math.max(0, Math.floor(ms / 1000));

/** The countdown is red: less than 3 minutes left (002 §2, §9). */
export const countdownRed = (ms: number): boolean => ms < COUNTDOWN_RED_MINUTES * MINUTE_S * 1000;

/** The task timed out: the countdown went below zero (002 §4; 0 itself is not yet). */
export const timedOut = (ms: number): boolean => ms < 0;

/**
 * Whether the deal's underwriter task is a pre-decision task, the one on the strategy countdown (002 §2, §4): the
 * deal waits for its decision, having none yet (`decisionType` null) or only a preliminary one (a type starting with
 * `preliminary`, 002 §3). Once a decision that is not preliminary was taken (`approved`, `rejected`, `rework`...),
 * the task is a second look (say after the credit inspector's 'Переутвердить') and has no countdown. The seeds do not
 * define the term further; the stub's `isTimeOut` and the decision form's delay reason follow the same rule
 * (services/stub `isPreDecisionType`).
 */
export function isPreDecision(deal: Pick<TaskDeal, 'decisionType'> | null | undefined): boolean {
  if (!deal) return false;
  const type = deal.decisionType ?? null;
  return type === null || type.startsWith('preliminary');
}
