import type { TaskTimesInfo } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeRoute } from '@/shared/api/testing/fake-api';
import { toast } from '@/shared/ui/toast';
import { TaskTimers, type TaskTimersKind } from './task-timers';

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

function setup(kind: TaskTimersKind, times: Partial<TaskTimesInfo> | FakeRoute) {
  const route =
    'timeTask' in times || 'timeCandidateGroup' in times || 'timeTaskClaim' in times
      ? answer({ result: { timeTask: null, timeCandidateGroup: null, timeTaskClaim: null, ...times } })
      : (times as FakeRoute);
  const api = fakeApi({ [`GET /api/task/times-info/${TASK}`]: route });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TaskTimers taskId={TASK} kind={kind} />
    </QueryClientProvider>,
  );
  return { api, view };
}

const sinceTask = () => screen.getByRole('timer', { name: 'С начала задачи' });
const sinceGroup = () => screen.getByRole('timer', { name: 'С первой задачи группы' });
const tick = (ms = S) => act(() => vi.advanceTimersByTime(ms));
const isRed = (el: HTMLElement) => el.closest('dd')!.classList.contains('task-timers__late');

describe('TaskTimers', () => {
  it('reads the task’s moments and shows the time since the task start and since the group’s first task', async () => {
    const { api } = setup('underwriter', {
      timeTask: ago(5 * MIN),
      timeCandidateGroup: ago(62 * MIN + 2 * S),
      timeTaskClaim: ago(MIN),
    });
    expect(await screen.findByText('5 минут')).toBe(sinceTask());
    expect(sinceGroup().textContent).toBe('1 час 2 минуты 2 секунды');
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /api/task/times-info/${TASK}`]);
  });

  it('is a definition list whose ticking values are timers inside their definitions', async () => {
    const { view } = setup('underwriter', { timeTask: ago(5 * MIN), timeCandidateGroup: ago(62 * MIN) });
    await screen.findByText('5 минут');
    const list = view.container.querySelector('dl')!;
    // each group a term and its definition, nothing with a role in their place (screen readers read it as a list)
    expect([...list.querySelectorAll(':scope > div > *')].map((el) => el.tagName)).toEqual(['DT', 'DD', 'DT', 'DD']);
    expect(sinceTask().parentElement!.tagName).toBe('DD');
  });

  it('ticks each second', async () => {
    setup('underwriter', { timeTask: ago(59 * S), timeCandidateGroup: ago(3600 * S - S) });
    await screen.findByText('59 секунд');
    tick();
    expect(sinceTask().textContent).toBe('1 минута');
    expect(sinceGroup().textContent).toBe('1 час');
    tick();
    expect(sinceTask().textContent).toBe('1 минута 1 секунда');
    expect(sinceGroup().textContent).toBe('1 час 1 секунда');
  });

  it('underwriter: the time since the task start turns red at 23 minutes; the group’s time does not', async () => {
    setup('underwriter', { timeTask: ago(23 * MIN - S), timeCandidateGroup: ago(3 * 3600 * S) });
    await screen.findByText('22 минуты 59 секунд');
    expect(isRed(sinceTask())).toBe(false);
    expect(isRed(sinceGroup())).toBe(false);
    tick();
    expect(sinceTask().textContent).toBe('23 минуты');
    expect(isRed(sinceTask())).toBe(true);
    expect(isRed(sinceGroup())).toBe(false);
  });

  it('underwriter: red when hours show', async () => {
    setup('underwriter', { timeTask: ago(2 * 3600 * S), timeCandidateGroup: ago(2 * 3600 * S) });
    expect((await screen.findByRole('timer', { name: 'С начала задачи' })).textContent).toBe('2 часа');
    expect(isRed(sinceTask())).toBe(true);
  });

  it('release manager: both timers turn red at 45 minutes', async () => {
    setup('release', { timeTask: ago(45 * MIN - 2 * S), timeCandidateGroup: ago(45 * MIN - S) });
    await screen.findByText('44 минуты 58 секунд');
    expect(isRed(sinceTask())).toBe(false);
    expect(isRed(sinceGroup())).toBe(false);
    tick();
    expect(sinceGroup().textContent).toBe('45 минут');
    expect(isRed(sinceGroup())).toBe(true);
    expect(isRed(sinceTask())).toBe(false);
    tick();
    expect(isRed(sinceTask())).toBe(true);
  });

  it('release manager: 23 minutes is not red there', async () => {
    setup('release', { timeTask: ago(30 * MIN), timeCandidateGroup: ago(30 * MIN) });
    expect((await screen.findByRole('timer', { name: 'С начала задачи' })).textContent).toBe('30 минут');
    expect(isRed(sinceTask())).toBe(false);
  });

  it('shows … while loading, never a dash, then the time', async () => {
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    setup('underwriter', async () => {
      await later;
      return answer({ result: { timeTask: ago(MIN), timeCandidateGroup: ago(MIN), timeTaskClaim: null } });
    });
    expect(screen.getByTestId('task-timers').textContent).toBe('С начала задачи…С первой задачи группы…');
    expect(screen.getByTestId('task-timers').getAttribute('aria-busy')).toBe('true');
    release();
    expect(await screen.findAllByText('1 минута')).toHaveLength(2);
  });

  it('a moment the server does not give shows a dash; a failed call dashes both', async () => {
    setup('underwriter', { timeTask: ago(MIN), timeCandidateGroup: null });
    await screen.findByText('1 минута');
    expect(screen.getByText('—').tagName).toBe('DD');
    cleanup();
    setup('underwriter', answer({ result: 'Нет доступа', detail: 'Нет доступа' }, 403));
    expect(await screen.findAllByText('—')).toHaveLength(2);
  });

  it('runs one interval and clears it when it goes', async () => {
    const { view } = setup('underwriter', { timeTask: ago(MIN), timeCandidateGroup: ago(MIN) });
    await screen.findAllByText('1 минута');
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("warns 'Данные отсутствуют' when the task's times are not found (a statistics call's 404)", async () => {
    const warn = vi.spyOn(toast, 'warn');
    setup('underwriter', answer({ result: 'Не найдено', detail: 'Не найдено' }, 404));
    await act(async () => {
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Данные отсутствуют'));
    expect(await screen.findAllByText('—')).toHaveLength(2);
  });
});
