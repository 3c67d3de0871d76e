import type { Pledge, PledgeInfo, PledgeStatus } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeRoute } from '@/shared/api/testing/fake-api';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { PledgeViewPage } from './pledge-view-page';

const PLEDGE = 4120;

const pledge = (status: PledgeStatus = 'reg_error_upload'): Pledge => ({
  id: PLEDGE,
  status,
  statusName: status === 'reg_success' ? 'Зарегистрирован' : 'Ошибка регистрации',
  dealExternalId: 'АК-100245',
  deal: { id: 100245 },
  data: {
    registrationId: '3f9a1c2e',
    notificationReferenceNumber: null,
    notificationId: '8845217',
    pledgors: [{ name: { first: 'Иван', middle: 'Иванович', last: 'Иванов' } }],
    vehicles: [{ vin: 'XTA210990Y2765432', description: 'LADA GRANTA 2026' }],
  },
  processes: { pledge: null, pledge_take_off: null },
});

const info = (step: string, status?: PledgeStatus): PledgeInfo => ({
  pledge: pledge(status),
  steps: { main: 'Залог', docs: 'Документы', history: 'История' },
  current_step: step,
  collectionId: 55090,
  files: [
    {
      id: 901301,
      name: 'Уведомление_о_залоге_4120.xml',
      path: '/api/file/get/901301',
      mimeType: 'application/xml',
      createdAt: '2026-11-20T10:20:00',
    },
  ],
});

const user = answer({
  result: { id: 9, username: 'pledge_viewer', fio: 'Петров', roles: ['ROLE_PLEDGE_VIEWER'], allPrivileges: [] },
});

function start(path: string, routes: Record<string, FakeRoute> = {}, status?: PledgeStatus) {
  const api = fakeApi({
    'GET /api/user/': user,
    [`GET /api/pledge/info/${PLEDGE}`]: (call) => answer({ result: info(call.query.get('step') ?? 'main', status) }),
    [`GET /api/pledge/process-logs/${PLEDGE}`]: answer({
      result: [
        {
          username: 'pledge_editor',
          taskName: 'Регистрация залога',
          waitTime: 540,
          workTime: 3912,
          status: 'Завершена',
          contextMessage: null,
          createdAt: '2026-11-20T10:15:00',
          completedAt: '2026-11-20T10:29:12',
        },
        {
          username: null,
          taskName: 'Отправка уведомления в ФНП',
          waitTime: 0,
          workTime: 41,
          status: 'Ошибка',
          contextMessage: 'Ошибка ФНП: неверный формат VIN',
          createdAt: '2026-11-20T10:29:12',
          completedAt: null,
        },
      ],
    }),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/pledge-view/:id', element: <PledgeViewPage /> },
      { path: '/pledge-list-history', element: <h1>Все залоги</h1> },
    ],
    { initialEntries: ['/pledge-list-history', path], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...api, router };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.setTokens('at', 'rt');
});

describe('the pledge view', () => {
  it('shows the pledge on its first step, with the step bar', async () => {
    const { calls } = start(`/pledge-view/${PLEDGE}`);
    const summary = await screen.findByTestId('pledge-summary');
    for (const text of [
      'Ошибка регистрации',
      '100245',
      'АК-100245',
      '8845217',
      'Иванов Иван Иванович',
      'XTA210990Y2765432',
    ])
      expect(summary.textContent).toContain(text);
    expect(screen.getByRole('button', { name: /Залог/ }).getAttribute('aria-current')).toBe('step');
    expect(calls.find((c) => c.path === `/api/pledge/info/${PLEDGE}`)?.query.get('step')).toBeNull();
  });

  it('docs: a table of the files (id, file name, creation date dd.MM.yyyy HH:mm, download)', async () => {
    start(`/pledge-view/${PLEDGE}?step=docs`);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Имя файла', 'Дата создания', 'Скачать']);
    const [, row] = within(table).getAllByRole('row');
    expect(cells(row!).slice(0, 3)).toEqual(['901301', 'Уведомление_о_залоге_4120.xml', '20.11.2026 10:20']);
    expect(within(row!).getByRole('button', { name: 'Скачать: Уведомление_о_залоге_4120.xml' })).toBeTruthy();
  });

  it('downloads a file with its path and saves it under its name', async () => {
    const created = vi.fn(() => 'blob:file');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const { calls } = start(`/pledge-view/${PLEDGE}?step=docs`, {
      'GET /api/file/get/901301': answer('<xml/>'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать: Уведомление_о_залоге_4120.xml' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(calls.some((c) => c.path === '/api/file/get/901301')).toBe(true);
  });

  it('an auditor gets no download', async () => {
    start(`/pledge-view/${PLEDGE}?step=docs`, {
      'GET /api/user/': answer({
        result: { id: 3, username: 'auditor', fio: 'Аудитор', roles: ['ROLE_AUDITOR'], allPrivileges: [] },
      }),
    });
    expect(await screen.findByText('Уведомление_о_залоге_4120.xml')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Скачать/ })).toBeNull());
  });

  it('history: the process log with readable durations and dates', async () => {
    const { calls } = start(`/pledge-view/${PLEDGE}?step=history`);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Пользователь',
      'Задача',
      'Время ожидания',
      'Время работы',
      'Статус',
      'Сообщение',
      'Дата начала',
      'Дата окончания',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cells(first!)).toEqual([
      'pledge_editor',
      'Регистрация залога',
      '9 минут',
      '1 час 5 минут',
      'Завершена',
      '',
      '20.11.2026 10:15',
      '20.11.2026 10:29',
    ]);
    expect(cells(second!)).toEqual([
      '',
      'Отправка уведомления в ФНП',
      '0 секунд',
      '41 секунда',
      'Ошибка',
      'Ошибка ФНП: неверный формат VIN',
      '20.11.2026 10:29',
      '',
    ]);
    expect(calls.some((c) => c.path === `/api/pledge/process-logs/${PLEDGE}`)).toBe(true);
  });

  it('opens a step from the step bar', async () => {
    const { calls } = start(`/pledge-view/${PLEDGE}`);
    await userEvent.click(await screen.findByRole('button', { name: /Документы/ }));
    expect(await screen.findByText('Уведомление_о_залоге_4120.xml')).toBeTruthy();
    expect(
      calls
        .filter((c) => c.path === `/api/pledge/info/${PLEDGE}`)
        .at(-1)
        ?.query.get('step'),
    ).toBe('docs');
  });

  it('offers the registry check for reg_error_upload, and it asks the registry', async () => {
    const success = vi.spyOn(toast, 'success');
    start(`/pledge-view/${PLEDGE}`, { [`GET /api/pledge/is-pledged/${PLEDGE}`]: answer({ result: false }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Проверить в реестре ФНП' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Залог еще не регистрировался. Допустима отправка залога'),
    );
  });

  it('offers no registry check for another status', async () => {
    start(`/pledge-view/${PLEDGE}`, {}, 'reg_success');
    expect(await screen.findByTestId('pledge-summary')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Проверить в реестре ФНП' })).toBeNull();
  });

  it('shows the loading state while the pledge loads', async () => {
    start(`/pledge-view/${PLEDGE}`, { [`GET /api/pledge/info/${PLEDGE}`]: () => new Promise(() => {}) });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByTestId('pledge-summary')).toBeNull();
  });

  it("says 'Залог не найден' on 404", async () => {
    start(`/pledge-view/${PLEDGE}`, { [`GET /api/pledge/info/${PLEDGE}`]: answer({ result: 'Не найдено' }, 404) });
    expect(await screen.findByText('Залог не найден')).toBeTruthy();
  });

  it('goes back one page on 403', async () => {
    start(`/pledge-view/${PLEDGE}`, { [`GET /api/pledge/info/${PLEDGE}`]: answer({ result: 'Доступ запрещен' }, 403) });
    expect(await screen.findByRole('heading', { name: 'Все залоги' })).toBeTruthy();
  });
});
