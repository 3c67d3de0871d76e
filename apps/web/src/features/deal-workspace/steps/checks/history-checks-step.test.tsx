import type { HistoricalCheck } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { sessionStore } from '@/shared/session/session-store';
import { HistoryChecksStep } from './history-checks-step';

const DEAL = 100245;
const HISTORY = `GET /api/scoring/deal/${DEAL}`;

const CHECKS: HistoricalCheck[] = [
  {
    id: 10024500,
    title: 'Кредитная история (НБКИ)',
    light: 'green',
    resultText: 'Просроченная задолженность не найдена',
    formattedData: {
      type: 'file',
      file: { path: '/api/file/get/1010024500', name: 'Отчет НБКИ.pdf' },
      url: null,
      text: null,
    },
    runningAt: '2026-11-20T10:15:00+03:00',
    completedAt: '2026-11-20T10:15:42+03:00',
  },
  {
    id: 10024550,
    title: 'Кредитная история (НБКИ)',
    light: 'red',
    resultText: 'Просрочка более 90 дней',
    formattedData: { type: 'text', file: null, url: null, text: 'Просрочка 95 дней по кредиту от 12.03.2023' },
    runningAt: '2026-11-18T16:02:00+03:00',
    completedAt: '2026-11-18T16:02:39+03:00',
  },
  {
    id: 10024554,
    title: 'Действительность паспорта',
    light: 'yellow',
    resultText: 'Сервис МВД не ответил',
    formattedData: null,
    runningAt: '2026-11-18T16:02:04+03:00',
    completedAt: null,
  },
];

function setup(options: { showInfo?: boolean; history?: FakeAnswer } = {}) {
  const api = fakeApi({ [HISTORY]: options.history ?? answer({ result: CHECKS }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HistoryChecksStep dealId={DEAL} showInfo={options.showInfo ?? true} />
    </QueryClientProvider>,
  );
  return api;
}

const table = () => screen.findByRole('table', { name: 'История проверок' });
const headers = async () =>
  within(await table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

beforeEach(() => sessionStore.setTokens('at', 'rt'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the historyChecks step', () => {
  it('lists every check run: check, result, information to display, start and finish dates', async () => {
    setup();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await headers()).toEqual([
      'Проверка',
      'Результат',
      'Информация для отображения',
      'Дата начала',
      'Дата окончания',
    ]);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Положительно')).toBeTruthy();
    expect(within(first).getByText('Просроченная задолженность не найдена')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Отчет НБКИ.pdf' })).toBeTruthy();
    expect(within(first).getByText(/^20\.11\.2026 \d{2}:15:00$/)).toBeTruthy();
    expect(within(first).getByText(/^20\.11\.2026 \d{2}:15:42$/)).toBeTruthy();
    expect(within(second).getByText('Отказ')).toBeTruthy();
    expect(within(second).getByText('Просрочка 95 дней по кредиту от 12.03.2023')).toBeTruthy();
    expect(within(third).getByText('Не определено')).toBeTruthy();
    expect(within(third).getByText('Сервис МВД не ответил')).toBeTruthy();
  });

  it('hides the information to display from the auditors', async () => {
    setup({ showInfo: false });
    expect(await headers()).toEqual(['Проверка', 'Результат', 'Дата начала', 'Дата окончания']);
    expect(screen.queryByRole('button', { name: 'Отчет НБКИ.pdf' })).toBeNull();
  });

  it("says 'Нет позиций для отображения' when no check ran", async () => {
    setup({ history: answer({ result: [] }) });
    expect(within(await table()).getByText('Нет позиций для отображения')).toBeTruthy();
  });

  it("says 'Что-то пошло не так' when the checks cannot be loaded", async () => {
    setup({ history: answer({ result: 'Заявка не найдена', detail: 'Заявка не найдена' }, 404) });
    expect((await screen.findByRole('alert')).textContent).toBe('Что-то пошло не так');
  });
});
