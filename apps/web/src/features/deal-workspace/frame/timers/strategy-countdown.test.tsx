import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { StrategyCountdown } from './strategy-countdown';

const DEAL = 100245;
const TASK = 730115;
const NOW = Date.parse('2026-11-20T08:00:00Z');
const S = 1000;
const MIN = 60 * S;
/** A moment `ago` ms before NOW, as the server writes it (Moscow time). */
const ago = (ms: number) => new Date(NOW - ms + 3 * 3600 * S).toISOString().replace(/\.\d{3}Z$/, '+03:00');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup({
  minutes = 30,
  claimed = ago(MIN),
  strategy,
}: { minutes?: number; claimed?: string | null; strategy?: FakeAnswer } = {}) {
  const api = fakeApi({
    [`GET /api/underwriter/strategyTime/${DEAL}`]: strategy ?? answer({ result: { strategyTime: minutes } }),
    [`GET /api/task/times-info/${TASK}`]: answer({
      result: { timeTask: ago(10 * MIN), timeCandidateGroup: ago(20 * MIN), timeTaskClaim: claimed },
    }),
  });
  const onTimedOut = vi.fn();
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StrategyCountdown dealId={DEAL} taskId={TASK} onTimedOut={onTimedOut} />
    </QueryClientProvider>,
  );
  return { api, onTimedOut, view };
}

const left = () =>
  screen.getByText((_, el) => el?.tagName === 'DD' && el.previousElementSibling?.textContent === 'Осталось');
const limit = () =>
  screen.getByText((_, el) => el?.tagName === 'DD' && el.previousElementSibling?.textContent === 'Лимит по стратегии');
const tick = (ms = S) => act(() => vi.advanceTimersByTime(ms));
const isRed = (el: HTMLElement) => el.closest('dd')!.classList.contains('task-timers__late');

describe('StrategyCountdown', () => {
  it('asks the strategy time of the deal and the claim of the task; shows the limit and the time left', async () => {
    const { api } = setup({ minutes: 30, claimed: ago(10 * MIN + 5 * S) });
    expect((await screen.findByRole('timer', { name: 'Осталось' })).textContent).toBe('19 минут 55 секунд');
    expect(limit().textContent).toBe('30 минут');
    expect(isRed(left())).toBe(false);
    expect(api.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      `GET /api/task/times-info/${TASK}`,
      `GET /api/underwriter/strategyTime/${DEAL}`,
    ]);
  });

  it('counts down each second and turns red below 3 minutes', async () => {
    setup({ minutes: 30, claimed: ago(27 * MIN - 2 * S) });
    await screen.findByText('3 минуты 2 секунды');
    tick();
    expect(left().textContent).toBe('3 минуты 1 секунда');
    tick();
    expect(left().textContent).toBe('3 минуты');
    expect(isRed(left())).toBe(false);
    tick();
    expect(left().textContent).toBe('2 минуты 59 секунд');
    expect(isRed(left())).toBe(true);
  });

  it('below zero: the task has timed out, said in red, onTimedOut called once', async () => {
    const { onTimedOut } = setup({ minutes: 20, claimed: ago(20 * MIN - S) });
    await screen.findByText('1 секунда');
    tick();
    expect(left().textContent).toBe('0 секунд');
    expect(onTimedOut).not.toHaveBeenCalled();
    tick();
    expect(left().textContent).toBe('Время вышло');
    expect(isRed(left())).toBe(true);
    expect(screen.queryByRole('timer', { name: 'Осталось' })).toBeNull();
    expect(onTimedOut).toHaveBeenCalledTimes(1);
    tick(5 * S);
    expect(onTimedOut).toHaveBeenCalledTimes(1);
    expect(limit().textContent).toBe('20 минут');
  });

  it('a task already over its time on opening says so and calls onTimedOut once', async () => {
    const { onTimedOut } = setup({ minutes: 15, claimed: ago(2 * 3600 * S) });
    expect(await screen.findByText('Время вышло')).toBe(left());
    expect(onTimedOut).toHaveBeenCalledTimes(1);
  });

  it('before the claim only the limit shows, and nothing runs out', async () => {
    const { onTimedOut } = setup({ minutes: 45, claimed: null });
    await screen.findByText('45 минут');
    expect(left().textContent).toBe('—');
    tick(60 * MIN);
    expect(onTimedOut).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a deal without a limit (0 minutes) shows nothing', async () => {
    const { api, view } = setup({ minutes: 0 });
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    await act(async () => {});
    expect(view.container.innerHTML).toBe('');
  });

  it('shows … while loading, and a dash when the limit cannot be read', async () => {
    setup({ strategy: answer({ result: 'Нет доступа', detail: 'Нет доступа' }, 403) });
    expect(screen.getByTestId('strategy-countdown').textContent).toBe('Лимит по стратегии…Осталось…');
    await vi.waitFor(() => expect(limit().textContent).toBe('—'));
    expect(left().textContent).toBe('—');
  });

  it('runs one interval and clears it when it goes', async () => {
    const { view } = setup();
    await screen.findByRole('timer', { name: 'Осталось' });
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
