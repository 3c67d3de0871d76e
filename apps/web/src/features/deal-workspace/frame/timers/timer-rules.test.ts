import { describe, expect, it } from 'vitest';
import {
  RELEASE_RED_MINUTES,
  countdownRed,
  durationParts,
  durationText,
  isPreDecision,
  releaseTimerRed,
  remainingMs,
  remainingSeconds,
  secondsSince,
  timedOut,
  underwriterTimerRed,
} from './timer-rules';

const START = '2026-11-20T10:40:00+03:00';
const AT_START = Date.parse('2026-11-20T07:40:00Z');
const MIN = 60;

describe('secondsSince', () => {
  it('counts whole seconds from a Moscow date-time to now', () => {
    expect(secondsSince(START, AT_START)).toBe(0);
    expect(secondsSince(START, AT_START + 999)).toBe(0);
    expect(secondsSince(START, AT_START + 65_500)).toBe(65);
    expect(secondsSince(START, AT_START + 3 * 3600_000)).toBe(3 * 3600);
  });

  it('a moment after now counts as now; no moment (or an unreadable one) gives null', () => {
    expect(secondsSince(START, AT_START - 5000)).toBe(0);
    expect(secondsSince(null, AT_START)).toBeNull();
    expect(secondsSince(undefined, AT_START)).toBeNull();
    expect(secondsSince('вчера', AT_START)).toBeNull();
  });
});

describe('durationText', () => {
  it.each([
    [0, '0 секунд'],
    [1, '1 секунда'],
    [3, '3 секунды'],
    [11, '11 секунд'],
    [21, '21 секунда'],
    [5 * MIN, '5 минут'],
    [MIN + 1, '1 минута 1 секунда'],
    [22 * MIN + 4, '22 минуты 4 секунды'],
    [3600, '1 час'],
    [2 * 3600, '2 часа'],
    [5 * 3600, '5 часов'],
    [21 * 3600, '21 час'],
    [3600 + 5 * MIN + 3, '1 час 5 минут 3 секунды'],
    [3600 + 7, '1 час 7 секунд'],
    [25 * 3600 + 44 * MIN + 12, '25 часов 44 минуты 12 секунд'],
  ])('%i s → %s', (seconds, text) => {
    expect(durationText(seconds)).toBe(text);
  });

  it('splits into whole hours, minutes and seconds; a negative duration is none', () => {
    expect(durationParts(3725.9)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(durationParts(-10)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(durationText(-10)).toBe('0 секунд');
  });
});

describe('the red rules', () => {
  it('underwriter: red at 23 minutes or more (hours show only past that)', () => {
    expect(underwriterTimerRed(0)).toBe(false);
    expect(underwriterTimerRed(23 * MIN - 1)).toBe(false);
    expect(underwriterTimerRed(23 * MIN)).toBe(true);
    expect(underwriterTimerRed(3600)).toBe(true);
    expect(underwriterTimerRed(30 * 3600)).toBe(true);
  });

  it('release manager: red at 45 minutes or more, the one named constant', () => {
    expect(RELEASE_RED_MINUTES).toBe(45);
    expect(releaseTimerRed(45 * MIN - 1)).toBe(false);
    expect(releaseTimerRed(45 * MIN)).toBe(true);
    expect(releaseTimerRed(3600)).toBe(true);
  });

  it('countdown: red below 3 minutes left, and when over', () => {
    expect(countdownRed(3 * MIN * 1000)).toBe(false);
    expect(countdownRed(3 * MIN * 1000 - 1)).toBe(true);
    expect(countdownRed(0)).toBe(true);
    expect(countdownRed(-1000)).toBe(true);
  });
});

describe('the pre-decision countdown', () => {
  it('is the strategy minutes less the time since the claim, in ms', () => {
    expect(remainingMs(30, START, AT_START)).toBe(30 * MIN * 1000);
    expect(remainingMs(30, START, AT_START + 10 * MIN * 1000 + 500)).toBe(20 * MIN * 1000 - 500);
    expect(remainingMs(30, START, AT_START + 31 * MIN * 1000)).toBe(-MIN * 1000);
  });

  it('has nothing to count without a limit or before the claim', () => {
    expect(remainingMs(0, START, AT_START)).toBeNull();
    expect(remainingMs(30, null, AT_START)).toBeNull();
  });

  it('shows whole seconds left, never below 0', () => {
    expect(remainingSeconds(20 * MIN * 1000 - 500)).toBe(20 * MIN - 1);
    expect(remainingSeconds(999)).toBe(0);
    expect(remainingSeconds(-5000)).toBe(0);
  });

  it('times out below zero only (as the stub: now − claim > limit)', () => {
    expect(timedOut(1)).toBe(false);
    expect(timedOut(0)).toBe(false);
    expect(timedOut(-1)).toBe(true);
  });
});

describe('isPreDecision', () => {
  it('a deal without a decision, or with a preliminary one only, waits for its decision', () => {
    expect(isPreDecision({ decisionType: null })).toBe(true);
    expect(isPreDecision({})).toBe(true);
    expect(isPreDecision({ decisionType: 'preliminaryApproved' })).toBe(true);
    expect(isPreDecision({ decisionType: 'preliminaryRework' })).toBe(true);
  });

  it('a deal decided (not preliminarily), or no deal, has no countdown', () => {
    expect(isPreDecision({ decisionType: 'approved' })).toBe(false);
    expect(isPreDecision({ decisionType: 'approvedChanged' })).toBe(false);
    expect(isPreDecision({ decisionType: 'rework' })).toBe(false);
    expect(isPreDecision(null)).toBe(false);
    expect(isPreDecision(undefined)).toBe(false);
  });
});
