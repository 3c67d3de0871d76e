import type { Form, PledgeStatus, Task } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeRoute } from '@/shared/api/testing/fake-api';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { PledgeTaskPage } from './pledge-task-page';

const TASK = 771204;
const PLEDGE = 4120;

const task = (status: PledgeStatus = 'reg_new'): Task =>
  ({
    id: TASK,
    name: 'Регистрация залога',
    assignee: 'pledge_editor',
    currentRole: 'pledge',
    processName: 'pledge',
    created: '2026-11-20T10:15:00',
    deal: { id: 100245 },
    pledge: { id: PLEDGE, status },
  }) as Task;

const step = (overrides: Partial<Form> = {}): Form => ({
  formName: 'pledge_registration',
  steps: { pledgors: 'Залогодатели', vehicles: 'Транспортные средства', send: 'Отправка' },
  current_step: 'pledgors',
  next_step: 'vehicles',
  errors: [],
  fields: { comment: { type: 'text', label: 'Комментарий', value: 'Проверено' } },
  entityId: PLEDGE,
  collectionId: 55090,
  entityStatus: 'reg_new',
  ...overrides,
});

const user = answer({
  result: {
    id: 9,
    username: 'pledge_editor',
    fio: 'Петров Петр Петрович',
    roles: ['ROLE_PLEDGE_EDITOR'],
    allPrivileges: [],
    isSwitched: false,
  },
});

function start(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/user/': user,
    [`GET /api/task/${TASK}`]: answer({ result: { task: task(), form: step() } }),
    [`POST /api/task/${TASK}`]: answer({ result: { form: step({ current_step: 'vehicles', next_step: 'send' }) } }),
    [`POST /api/task/refusal/${TASK}`]: answer({ result: true }),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/pledge/:id', element: <PledgeTaskPage /> },
      { path: '/pledge-list-new', element: <h1>Новые задачи (залоги)</h1> },
      { path: '/pledge-list-history', element: <h1>Все залоги</h1> },
    ],
    { initialEntries: ['/pledge-list-history', `/pledge/${TASK}`], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <ConfirmDialog />
    </QueryClientProvider>,
  );
  return { ...api, router };
}

const withStatus = (status: PledgeStatus, form: Partial<Form> = {}) =>
  answer({ result: { task: task(status), form: step({ entityStatus: status, ...form }) } });

const posts = (calls: ReturnType<typeof start>['calls'], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.setTokens('at', 'rt');
});

describe('the pledge task page', () => {
  it("shows the task's form with its steps, the pledge and 'Далее'", async () => {
    start();
    expect(await screen.findByRole('heading', { name: 'Регистрация залога' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Залогодатели/ }).getAttribute('aria-current')).toBe('step');
    expect((screen.getByLabelText('Комментарий') as HTMLInputElement).value).toBe('Проверено');
    expect(screen.getByTestId('pledge-task-head').textContent).toContain(String(PLEDGE));
    expect(screen.getByRole('button', { name: 'Далее' })).toBeTruthy();
  });

  it('shows the loading state while the task loads, never an empty page', async () => {
    let release: () => void = () => {};
    start({
      [`GET /api/task/${TASK}`]: () =>
        new Promise((resolve) => {
          release = () => resolve(answer({ result: { task: task(), form: step() } }));
        }),
    });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Далее' })).toBeNull();
    release();
    expect(await screen.findByRole('button', { name: 'Далее' })).toBeTruthy();
  });

  it.each<[PledgeStatus, string]>([
    ['reg_new', 'Отменить регистрацию'],
    ['reg_error_upload', 'Отменить регистрацию'],
    ['assignment_error_upload', 'Отменить переуступку'],
    ['assignment_rework', 'Отменить переуступку'],
  ])("the refuse button of a pledge in %s reads '%s'", async (status, label) => {
    start({ [`GET /api/task/${TASK}`]: withStatus(status) });
    expect(await screen.findByRole('button', { name: label })).toBeTruthy();
  });

  it("asks 'Отмена регистрации залога' and, on 'Да', posts the refusal and goes to the new pledge list", async () => {
    const { calls } = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить регистрацию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена регистрации залога' });
    expect(within(dialog).getByText('Отмена регистрации залога')).toBeTruthy();
    expect(within(dialog).getByText('Вы действительно хотите отменить регистрацию залога?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(await screen.findByRole('heading', { name: 'Новые задачи (залоги)' })).toBeTruthy();
    const refusals = posts(calls, `/api/task/refusal/${TASK}`);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]!.body).toBeUndefined();
    expect(posts(calls, `/api/task/${TASK}`)).toHaveLength(0);
  });

  it("asks about the assignment for an assignment task ('...переуступку залога?')", async () => {
    start({ [`GET /api/task/${TASK}`]: withStatus('assignment_rework') });
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить переуступку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена регистрации залога' });
    expect(within(dialog).getByText('Отмена регистрации залога')).toBeTruthy();
    expect(within(dialog).getByText('Вы действительно хотите отменить переуступку залога?')).toBeTruthy();
  });

  it("keeps the task on 'Нет' and on Escape: nothing is posted", async () => {
    const { calls } = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить регистрацию' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Отмена регистрации залога' })).getByRole('button', {
        name: 'Нет',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Отменить регистрацию' }));
    await screen.findByRole('dialog', { name: 'Отмена регистрации залога' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Регистрация залога' })).toBeTruthy();
  });

  it('posts {formName: {cancelDeal: 1}} when the form offers cancelDeal, which closes the task: on to the list', async () => {
    const { calls } = start({
      [`GET /api/task/${TASK}`]: withStatus('reg_new', { buttons: { cancelDeal: { label: 'Отменить регистрацию' } } }),
      [`POST /api/task/${TASK}`]: answer({ result: { form: step({ next_step: null, buttons: {} }) } }),
    });
    // one refuse button: the server's cancelDeal is not drawn twice
    expect(await screen.findAllByRole('button', { name: 'Отменить регистрацию' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Далее' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Отменить регистрацию' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Отмена регистрации залога' })).getByRole('button', {
        name: 'Да',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Новые задачи (залоги)' })).toBeTruthy();
    const saves = posts(calls, `/api/task/${TASK}`);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toEqual({ pledge_registration: { comment: 'Проверено', cancelDeal: 1 } });
    expect(saves[0]!.query.get('step')).toBe('pledgors');
    expect(posts(calls, `/api/task/refusal/${TASK}`)).toHaveLength(0);
  });

  it('tells a failed refusal and stays on the task', async () => {
    const error = vi.spyOn(toast, 'error');
    start({ [`POST /api/task/refusal/${TASK}`]: answer({ result: 'Ошибка', detail: 'Задачу нельзя отменить' }, 400) });
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить регистрацию' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Отмена регистрации залога' })).getByRole('button', {
        name: 'Да',
      }),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('Задачу нельзя отменить'));
    expect(screen.getByRole('heading', { name: 'Регистрация залога' })).toBeTruthy();
  });

  describe('the registry check', () => {
    const check = async () => userEvent.click(await screen.findByRole('button', { name: 'Проверить в реестре ФНП' }));

    it("warns 'Залог уже зарегистрирован. Необходимо отменить текущую задачу' when the registry holds it", async () => {
      const warn = vi.spyOn(toast, 'warn');
      const { calls } = start({ [`GET /api/pledge/is-pledged/${PLEDGE}`]: answer({ result: true }) });
      await check();
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith('Залог уже зарегистрирован. Необходимо отменить текущую задачу'),
      );
      expect(calls.some((c) => c.path === `/api/pledge/is-pledged/${PLEDGE}`)).toBe(true);
    });

    it("says 'Залог еще не регистрировался. Допустима отправка залога' when it does not", async () => {
      const success = vi.spyOn(toast, 'success');
      start({ [`GET /api/pledge/is-pledged/${PLEDGE}`]: answer({ result: false }) });
      await check();
      await waitFor(() =>
        expect(success).toHaveBeenCalledWith('Залог еще не регистрировался. Допустима отправка залога'),
      );
    });

    it('on 400 shows the error with the lines of the registry and a link to its site', async () => {
      const show = vi.spyOn(toast, 'show');
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      start({
        [`GET /api/pledge/is-pledged/${PLEDGE}`]: answer(
          {
            result: {
              errors: [
                'Не удалось проверить статус. Проверьте залог вручную на сайте ФНП',
                'ФНП: превышено время ожидания ответа',
                'Повторите запрос позже',
              ],
            },
          },
          400,
        ),
      });
      await check();
      await waitFor(() => expect(show).toHaveBeenCalled());
      const shown = show.mock.calls[0]![0];
      expect(shown).toMatchObject({
        severity: 'error',
        summary: 'Не удалось проверить статус. Проверьте залог вручную на сайте ФНП',
        detail: 'ФНП: превышено время ожидания ответа\nПовторите запрос позже',
        life: 8000,
      });
      expect(shown.action?.label).toBe('Открыть сайт ФНП');
      shown.action?.onClick();
      expect(open).toHaveBeenCalledWith('https://www.reestr-zalogov.ru/', '_blank', 'noopener,noreferrer');
    });
  });

  it("moves to the next step after 'Далее'", async () => {
    const { calls } = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Далее' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Транспортные средства/ }).getAttribute('aria-current')).toBe('step'),
    );
    expect(posts(calls, `/api/task/${TASK}`)[0]!.body).toEqual({ pledge_registration: { comment: 'Проверено' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("finishing the last step says 'Задача успешно завершена!' ('Уведомление'); 'Продолжить' goes to the new pledge list", async () => {
    start({
      [`GET /api/task/${TASK}`]: answer({
        result: { task: task(), form: step({ current_step: 'send', next_step: null }) },
      }),
      [`POST /api/task/${TASK}`]: answer({ result: { form: step({ current_step: 'send', next_step: null }) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Далее' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Уведомление')).toBeTruthy();
    expect(within(dialog).getByText('Задача успешно завершена!')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByRole('heading', { name: 'Новые задачи (залоги)' })).toBeTruthy();
  });

  it("says 'Задача завершена и более недоступна.' when the task is gone (404)", async () => {
    start({ [`GET /api/task/${TASK}`]: answer({ result: 'Задача завершена и более недоступна.' }, 404) });
    expect(await screen.findByText('Задача завершена и более недоступна.')).toBeTruthy();
  });

  it("a save of a task gone meanwhile says 'Задача завершена и более недоступна.' and goes to the list", async () => {
    const error = vi.spyOn(toast, 'error');
    start({ [`POST /api/task/${TASK}`]: answer({ result: 'Задача завершена и более недоступна.' }, 404) });
    await userEvent.click(await screen.findByRole('button', { name: 'Далее' }));
    expect(await screen.findByRole('heading', { name: 'Новые задачи (залоги)' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Задача завершена и более недоступна.');
  });

  it('goes back one page on 403', async () => {
    start({ [`GET /api/task/${TASK}`]: answer({ result: 'Доступ запрещен' }, 403) });
    expect(await screen.findByRole('heading', { name: 'Все залоги' })).toBeTruthy();
  });
});
