import type { DealLogEntry } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { formatDateTimeSeconds } from '@/features/deal-workspace/ui/table-values';
import { HistoryStep } from './history-step';

const DEAL = 100245;
const LOGS = `GET /api/deal/${DEAL}/logs`;

const done: DealLogEntry = {
  username: 'Иванова Мария Сергеевна',
  taskName: 'Ввод данных заявки',
  waitTime: 35,
  workTime: 640,
  status: 'Завершена',
  contextMessage: null,
  createdAt: '2026-11-20T09:20:00+03:00',
  completedAt: '2026-11-20T09:31:15+03:00',
};
const open: DealLogEntry = {
  username: null,
  taskName: 'Проверка андеррайтером',
  waitTime: 3_725,
  workTime: null,
  status: 'Создана',
  contextMessage: 'Ошибка формирования пакета документов',
  createdAt: '2026-11-20T10:15:00+03:00',
  completedAt: null,
};

function setup(logs: FakeAnswer | (() => FakeAnswer)) {
  const api = fakeApi({ [LOGS]: logs });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HistoryStep dealId={DEAL} />
    </QueryClientProvider>,
  );
  return api;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the history step', () => {
  it('shows a loading state, then a row per task: user, name, wait and work time, status, message, start, end', async () => {
    const { calls } = setup(answer({ result: [done, open] }));
    expect(screen.getByRole('status')).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Пользователь',
      'Название',
      'Время ожидания',
      'Время работы',
      'Статус',
      'Сообщение',
      'Дата начала обработки',
      'Дата окончания обработки',
    ]);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(first!)).toEqual([
      'Иванова Мария Сергеевна',
      'Ввод данных заявки',
      '35 секунд',
      '10 минут 40 секунд',
      'Завершена',
      '',
      formatDateTimeSeconds(done.createdAt),
      formatDateTimeSeconds(done.completedAt),
    ]);
    expect(cellsOf(second!)).toEqual([
      '',
      'Проверка андеррайтером',
      '1 час 2 минуты',
      '',
      'Создана',
      'Ошибка формирования пакета документов',
      formatDateTimeSeconds(open.createdAt),
      '',
    ]);
    expect(formatDateTimeSeconds(done.completedAt)).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:15$/);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([LOGS]);
  });

  it("says 'Нет данных для отображения' when the deal has no task yet", async () => {
    setup(answer({ result: [] }));
    expect(await screen.findByText('Нет данных для отображения')).toBeTruthy();
  });

  it('a failed load says so, and loads again on demand', async () => {
    let failing = true;
    const { calls } = setup(() =>
      failing ? answer({ result: 'Заявка не найдена', detail: 'Заявка не найдена' }, 404) : answer({ result: [done] }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Заявка не найдена');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Ввод данных заявки')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
