import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pledge, PledgeTask } from '@autocredit/generated/api';
import { answer, type FakeRoute } from '@/shared/api/testing/fake-api';
import { toast } from '@/shared/ui/toast';
import { pledge, pledgeTask, pledgeUser } from '@/features/pledge-lists/testing/pledges';
import { renderPage } from '@/features/pledge-lists/testing/render-page';
import { MyPledgeTaskListPage, NewPledgeTaskListPage, PledgeHistoryPage } from './pledge-list-pages';

const editor = pledgeUser('ROLE_PLEDGE_EDITOR');
const viewer = pledgeUser('ROLE_PLEDGE_VIEWER');
const statuses = { reg_new: 'Новый', reg_success: 'Зарегистрирован', assignment_success: 'Переуступлен' };

const taskAnswer = (tasks: PledgeTask[]) => answer({ result: { tasks, count: tasks.length, filter: { statuses } } });
const listAnswer = (list: Pledge[]) => answer({ result: { list, count: list.length, filter: { statuses } } });

function openHistory(url = '/pledge-list-history', user = editor, routes: Record<string, FakeRoute> = {}) {
  return renderPage({ path: '/pledge-list-history', element: <PledgeHistoryPage /> }, url, user, {
    'GET /api/pledge/list': listAnswer([pledge()]),
    ...routes,
  });
}

function openNew(user = editor, routes: Record<string, FakeRoute> = {}) {
  return renderPage({ path: '/pledge-list-new', element: <NewPledgeTaskListPage /> }, '/pledge-list-new', user, {
    'GET /api/pledge/user_task_list': taskAnswer([pledgeTask()]),
    ...routes,
  });
}

const listCalls = (calls: { method: string; path: string; query: URLSearchParams }[], path: string) =>
  calls.filter((c) => c.method === 'GET' && c.path === path);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('the pledge history list', () => {
  it('shows a row per pledge with its columns', async () => {
    openHistory();
    const row = await screen.findByTestId('pledge-row');
    for (const text of [
      '2026-011-234567-891',
      'Иванов Иван Иванович',
      'АК-100245',
      'LADA GRANTA 2026',
      'XTA210990Y2765432',
      'Зарегистрирован',
    ])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Все залоги' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Просмотр залога' }).getAttribute('href')).toBe('/pledge-view/4120');
  });

  it('asks the API with the filters of the URL', async () => {
    const { calls } = openHistory('/pledge-list-history?vin=XTA21&status=reg_success,assignment_success&page=2');
    await screen.findByTestId('pledge-row');
    const [call] = listCalls(calls, '/api/pledge/list');
    expect(Object.fromEntries(call!.query)).toEqual({
      vin: 'XTA21',
      status: 'reg_success,assignment_success',
      page: '2',
      per_page: '10',
    });
  });

  it('puts an applied filter in the URL, the VIN upper-cased without the letters a VIN cannot have', async () => {
    const { router, calls } = openHistory();
    await screen.findByTestId('pledge-row');
    await userEvent.click(screen.getByTestId('filter-open'));
    await waitFor(() => expect(document.activeElement?.id).toBe('filter-id'));
    expect(screen.getByLabelText('Номер договора переуступки')).toBeTruthy();
    expect(screen.getByLabelText('Email регистратора')).toBeTruthy();
    await userEvent.type(await screen.findByLabelText('VIN'), 'xta-io21');
    await userEvent.type(screen.getByLabelText('ID залога'), '41a20');
    await userEvent.click(screen.getByTestId('filter-apply'));
    await waitFor(() => expect(router.state.location.search).toBe('?vin=XTA21&pledgeId=4120'));
    await waitFor(() => expect(listCalls(calls, '/api/pledge/list').at(-1)?.query.get('vin')).toBe('XTA21'));
  });

  it("gives pledge editors the row menu by the pledge's state; 'Снять с обременения' takes it off", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const { calls } = openHistory('/pledge-list-history', editor, {
      'POST /api/pledge/take_off/4120': answer({ result: true }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Действия' }));
    await screen.findByText('Снять с обременения');
    const items = [...document.querySelectorAll('.p-menuitem-text')].map((item) => item.textContent);
    expect(items).toEqual([
      'Процесс регистрации в мониторе процессов',
      'Процесс регистрации во внешнем просмотрщике',
      'Создать процесс переуступки',
      'Снять с обременения',
    ]);
    await userEvent.click(screen.getByText('Снять с обременения'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Залог снят с обременения!'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/pledge/take_off/4120')).toBe(true);
  });

  it("restarts a process: 'Процесс успешно перезапущен!', or 'Ошибка перезапуска!'", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const restartable = pledge({
      status: 'reg_error_upload',
      processes: { pledge: { cockpitUrl: null, excamadUrl: null, processRestart: true }, pledge_take_off: null },
    });
    const { calls, routes } = openHistory('/pledge-list-history', editor, {
      'GET /api/pledge/list': listAnswer([restartable]),
      'POST /api/pledge/4120/process-restart/pledge': answer({ result: true }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Действия' }));
    await userEvent.click(await screen.findByText('Перезапустить процесс регистрации'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Процесс успешно перезапущен!'));
    expect(calls.filter((c) => c.path === '/api/pledge/4120/process-restart/pledge')).toHaveLength(1);

    routes['POST /api/pledge/4120/process-restart/pledge'] = answer({}, 400);
    await userEvent.click(screen.getByRole('button', { name: 'Действия' }));
    await userEvent.click(await screen.findByText('Перезапустить процесс регистрации'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ошибка перезапуска!', undefined));
  });

  it("creates an assignment: 'Процесс переуступки залога успешно создан', or the server's detail", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const { routes } = openHistory('/pledge-list-history', editor, {
      'POST /api/pledge/assignment/4120': answer({ result: true }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Действия' }));
    await userEvent.click(await screen.findByText('Создать процесс переуступки'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Процесс переуступки залога успешно создан'));

    routes['POST /api/pledge/assignment/4120'] = answer({ result: 'Ошибка создания процесса переуступки' }, 400);
    await userEvent.click(screen.getByRole('button', { name: 'Действия' }));
    await userEvent.click(await screen.findByText('Создать процесс переуступки'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ошибка создания процесса переуступки', undefined));
  });

  it('downloads the assignment result of an assigned pledge', async () => {
    const created = vi.fn(() => 'blob:result');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = openHistory('/pledge-list-history', editor, {
      'GET /api/pledge/list': listAnswer([pledge({ status: 'assignment_success', statusName: 'Переуступлен' })]),
      'GET /api/pledge/download/4120/resultAssignment': answer('%PDF-1.7'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Действия' }));
    await userEvent.click(await screen.findByText('Скачать результат переуступки'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((c) => c.path === '/api/pledge/download/4120/resultAssignment')).toBe(true);
    expect(created).toHaveBeenCalled();
    expect(click.mock.contexts[0]).toMatchObject({ download: 'Результат_переуступки_4120.pdf' });
  });

  it('gives pledge viewers no row menu and no remove-pledge button, but the balance and the pledge view', async () => {
    openHistory('/pledge-list-history', viewer);
    const row = await screen.findByTestId('pledge-row');
    expect(within(row).queryByRole('button', { name: 'Действия' })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Просмотр залога' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Снять залог' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Баланс' })).toBeTruthy();
  });
});

describe('the pledge task lists', () => {
  it('asks for the free tasks of the queue, shows the task columns and takes a task to its page', async () => {
    const { calls, router } = openNew(editor, {
      'GET /api/deal/100245/tasks': answer({
        result: [{ id: 771204, name: 'Регистрация залога', processName: 'pledge', currentRole: 'pledge' }],
      }),
      'POST /api/task/claim/771204': answer({ result: true }),
    });
    const row = await screen.findByTestId('pledge-row');
    expect(screen.getByRole('heading', { name: 'Новые задачи (залоги)' })).toBeTruthy();
    for (const text of ['8845217', 'Новый', 'Регистрация залога', '20.11.2026'])
      expect(within(row).getByText(text)).toBeTruthy();
    const [call] = listCalls(calls, '/api/pledge/user_task_list');
    expect(call!.query.getAll('taskStatuses[]')).toEqual(['task_create', 'task_unclaim']);
    expect(call!.query.get('needAssignee')).toBe('true');

    await userEvent.click(within(row).getByRole('button', { name: 'Взять в работу' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pledge/771204'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/task/claim/771204')).toBe(true);
  });

  it("'Мои задача (залоги)' asks for the claimed tasks; a task opens its page", async () => {
    const { calls } = renderPage(
      { path: '/pledge-list-my', element: <MyPledgeTaskListPage /> },
      '/pledge-list-my',
      editor,
      { 'GET /api/pledge/user_task_list': taskAnswer([pledgeTask({ assignee: 'pledge_editor' })]) },
    );
    const row = await screen.findByTestId('pledge-row');
    expect(screen.getByRole('heading', { name: 'Мои задача (залоги)' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'В работе' }).getAttribute('href')).toBe('/pledge/771204');
    const [call] = listCalls(calls, '/api/pledge/user_task_list');
    expect(call!.query.getAll('taskStatuses[]')).toEqual(['task_claim']);
    expect(call!.query.get('needAssignee')).toBeNull();
  });

  it('pledge viewers cannot take a task', async () => {
    openNew(viewer);
    const row = await screen.findByTestId('pledge-row');
    expect(within(row).queryByRole('button', { name: 'Взять в работу' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Снять залог' })).toBeNull();
  });
});

describe('the balance button', () => {
  const balance = async (route: FakeRoute) => {
    openNew(editor, { 'GET /api/pledge/balance': route });
    await screen.findByTestId('pledge-row');
    await userEvent.click(screen.getByRole('button', { name: 'Баланс' }));
    return screen.findByTestId('pledge-balance-view');
  };

  it('shows how many registrations are available', async () => {
    expect((await balance(answer({ result: 37 }))).textContent).toBe('Доступно залогов для регистрации: 37');
  });

  it('shows the pledges waiting for payment', async () => {
    expect((await balance(answer({ result: -5 }))).textContent).toBe(
      'Не хватает средств для регистрации залогов. В очереди на оплату: 5',
    );
  });

  it("shows 'Ошибка' with the error list on 400", async () => {
    const view = await balance(answer({ result: { errors: ['Сервис ФНП временно недоступен'] } }, 400));
    expect(within(view).getByText('Ошибка')).toBeTruthy();
    expect([...view.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Сервис ФНП временно недоступен']);
  });

  it("shows 'Ошибка' for an answer that is not an integer", async () => {
    const view = await balance(answer({ result: '37' }));
    expect(view.textContent).toBe('Ошибка');
  });
});
