import type { Privilege, Report, User } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeCall, type FakeRoute } from '@/shared/api/testing/fake-api';
import { queryKeys } from '@/shared/api/query-keys';
import { hubEvents } from '@/shared/events';
import { saveBlob } from '@/shared/lib/save-blob';
import type * as SaveBlob from '@/shared/lib/save-blob';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { ReportsPage } from './reports-page';

vi.mock('@/shared/lib/save-blob', async (original) => ({ ...(await original<typeof SaveBlob>()), saveBlob: vi.fn() }));

const user = (privileges: Privilege[]): User => ({
  id: 7,
  username: 'reporter',
  fio: 'Иванова Мария Сергеевна',
  roles: ['ROLE_VIEWER'],
  allPrivileges: privileges,
  isSwitched: false,
  salePoint: null,
});

const report = (id: number, more: Partial<Report> = {}): Report => ({
  id,
  hash: `hash-${id}`,
  reportTitle: 'Отчет ГОЗ',
  createdAt: '2026-11-20T10:15:00+03:00',
  status: 'complete',
  statusTitle: 'Сформирован',
  userName: 'Иванова Мария Сергеевна',
  filtersAsText: 'Дата создания с: 01.11.2026',
  typeFormat: 'xlsx',
  ...more,
});

const ALL_REPORTS: Privilege[] = [
  'report-goz',
  'report-client-list',
  'report-failed-check',
  'report-failed-statistic-request',
  'report-underwriter',
  'report-rko-client',
  'report-car-loan',
  'report-support',
  'report-support-all',
];

let location = '';
function Where() {
  location = useLocation().search;
  return null;
}

function setup(options: { privileges?: Privilege[]; url?: string; routes?: Record<string, FakeRoute> } = {}) {
  const api = fakeApi({
    'GET /api/report/list': answer({ result: { count: 1, items: [report(3051)] } }),
    'GET /api/report/build/goz': answer({ result: { hash: 'new-hash' } }),
    'GET /api/report/build/releasedDeals': answer({ result: { hash: 'released-hash' } }),
    ...options.routes,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.user, user(options.privileges ?? ALL_REPORTS));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/reports${options.url ?? ''}`]}>
        <ReportsPage />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.path === '/api/report/list');
const build = (type: string) => screen.getByTestId(`report-build-${type}`) as HTMLButtonElement;

beforeEach(() => {
  sessionStore.setTokens('at', 'rt');
  vi.spyOn(toast, 'show').mockImplementation(() => {});
  vi.spyOn(toast, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(saveBlob).mockReset();
});

describe('the reports page', () => {
  it('shows one build button per report privilege, the underwriter two', async () => {
    setup({ privileges: ['report-underwriter', 'report-support-all'] });
    await screen.findByTestId('report-row');
    const buttons = within(screen.getByRole('group', { name: 'Сформировать отчет' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Отчет андеррайтера по сделкам',
      'Отчет андеррайтера по решениям',
      'Отчет по выданным сделкам',
    ]);
  });

  it('disables the builds that need a filter until one is set, with the hint; no-one-day and released deals stay enabled', async () => {
    setup();
    await screen.findByTestId('report-row');
    for (const type of [
      'goz',
      'clientListReport',
      'failedChecks',
      'timing',
      'underDeal',
      'newUnderDeal',
      'clientDeal',
      'carLoans',
    ])
      expect(build(type).disabled).toBe(true);
    expect(build('noOneDayRelease').disabled).toBe(false);
    expect(build('releasedDeals').disabled).toBe(false);
    expect(screen.getByTestId('report-filter-hint').textContent).toBe('Необходимо указать параметры фильтрации');

    await userEvent.click(screen.getByTestId('filter-open'));
    await userEvent.type(await screen.findByLabelText('Фамилия'), 'Иванов');
    await userEvent.click(screen.getByTestId('filter-apply'));
    await waitFor(() => expect(build('goz').disabled).toBe(false));
    expect(build('carLoans').disabled).toBe(false);
    expect(screen.queryByTestId('report-filter-hint')).toBeNull();
    expect(location).toContain('surName=');
  });

  it('hides the status and the process filters and adds the release-date range', async () => {
    setup();
    await userEvent.click(screen.getByTestId('filter-open'));
    await screen.findByLabelText('Фамилия');
    expect(screen.queryByLabelText('Статус')).toBeNull();
    expect(screen.queryByLabelText('ID процесса')).toBeNull();
    expect(screen.getByLabelText('Дата выдачи с')).toBeTruthy();
    expect(screen.getByLabelText('Дата выдачи по')).toBeTruthy();
  });

  it('builds with the filters, says the report is being built for 5 s and asks for the list again', async () => {
    const { calls } = setup({ url: '?surName=Иванов&releasedFrom=2026-11-01' });
    await screen.findByTestId('report-row');
    await userEvent.click(build('goz'));
    await waitFor(() =>
      expect(toast.show).toHaveBeenCalledWith(
        expect.objectContaining({ summary: 'Ваш отчет формируется', detail: 'Пожалуйста, подождите', life: 5000 }),
      ),
    );
    const call = calls.find((c) => c.path === '/api/report/build/goz')!;
    expect(call.query.get('surName')).toBe('Иванов');
    expect(call.query.get('releasedFrom')).toBe('2026-11-01');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
  });

  it('builds the released deals without any filter', async () => {
    const { calls } = setup();
    await screen.findByTestId('report-row');
    await userEvent.click(build('releasedDeals'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/report/build/releasedDeals')).toBe(true));
    expect([...calls.find((c) => c.path === '/api/report/build/releasedDeals')!.query.keys()]).toEqual([]);
  });

  it('refreshes the list when a getReport or getReportDwh event comes', async () => {
    const { calls } = setup();
    await screen.findByTestId('report-row');
    act(() =>
      hubEvents.dispatch({ type: 'getReport', data: { hash: 'hash-1', reportName: 'Отчет ГОЗ', format: 'xlsx' } }),
    );
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    act(() => hubEvents.dispatch({ type: 'getReportDwh', data: { taskId: 'dwh-1' } }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('says the build failed when the event carries an error', async () => {
    setup();
    await screen.findByTestId('report-row');
    act(() =>
      hubEvents.dispatch({
        type: 'getReport',
        data: { hash: 'hash-1', reportName: 'Отчет ГОЗ', format: 'xlsx' },
        error: 'Не удалось сформировать отчет',
      }),
    );
    expect(toast.show).toHaveBeenCalledWith(
      expect.objectContaining({
        severity: 'error',
        summary: 'Не получилось сформировать отчет. Поробуйте еще раз.',
        detail: 'Не удалось сформировать отчет',
      }),
    );
  });

  it('lists the reports with their columns; only a complete one can be downloaded, as {title}.{format}', async () => {
    const { calls } = setup({
      routes: {
        'GET /api/report/list': answer({
          result: {
            count: 2,
            items: [
              report(3052, {
                reportTitle: 'Отчет по выданным сделкам',
                status: 'in_progress',
                statusTitle: 'Формируется',
                typeFormat: 'csv',
              }),
              report(3051),
            ],
          },
        }),
        'GET /api/report/get/hash-3051': answer({}),
      },
    });
    const rows = await screen.findAllByTestId('report-row');
    expect(rows[0]!.textContent).toContain('Отчет по выданным сделкам');
    expect(rows[0]!.textContent).toContain('Формируется');
    expect(rows[0]!.textContent).toContain('csv');
    expect(within(rows[0]!).queryByRole('button', { name: /Скачать/ })).toBeNull();
    expect(rows[1]!.textContent).toContain('Дата создания с: 01.11.2026');
    expect(rows[1]!.textContent).toContain('Иванова Мария Сергеевна');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Скачать Отчет ГОЗ' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'Отчет ГОЗ.xlsx'));
    expect(calls.some((c) => c.path === '/api/report/get/hash-3051')).toBe(true);
  });

  it("says 'Не удалось скачать отчет' when the download fails", async () => {
    setup({ routes: { 'GET /api/report/get/hash-3051': answer({ result: 'Отчет еще не сформирован' }, 400) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать Отчет ГОЗ' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Не удалось скачать отчет'));
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it("says 'Не удалось получить список отчетов' when the list fails", async () => {
    setup({ routes: { 'GET /api/report/list': answer({ result: 'Ошибка' }, 400) } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Не удалось получить список отчетов'));
    expect(screen.queryByTestId('list-empty')).toBeNull();
  });

  it('asks for the page and the page size of the URL, 10 by default', async () => {
    const { calls } = setup({ url: '?page=3' });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    expect(listCalls(calls)[0]!.query.get('page')).toBe('3');
    expect(listCalls(calls)[0]!.query.get('per_page')).toBe('10');
  });
});
