import type { Form, Privilege, Role, Task } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/shared/api/client';
import { hubEvents, type HubEventOf } from '@/shared/events';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { TaskPage } from './task-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const task: Task = {
  id: 731466,
  name: 'Ввод данных заявки',
  assignee: 'goz',
  currentRole: 'goz',
  processName: 'autocredit',
  created: '2026-11-22T05:51:21+03:00',
  deal: {
    id: 100273,
    client: { id: 50253, name: 'Смирнова Лариса Юрьевна' },
    partner: { id: 12, specialName: 'Автосалон «Рольф Юг», Москва', isWithoutAcceptAct: true },
    createdUserName: 'Горшкова Маргарита Борисовна',
    collectionId: 90273,
  },
} as Task;

const step = (overrides: Partial<Form> = {}): Form => ({
  formName: 'client',
  steps: { '1': 'Клиент', '2': 'Паспорт и адреса' },
  current_step: '1',
  next_step: '2',
  errors: [],
  fields: { bornPlace: { type: 'text', label: 'Место рождения', value: 'г. Сочи' } },
  ...overrides,
});

interface Backend {
  load?: (url: URL) => Response;
  save?: (url: URL, body: unknown) => Response;
  roles?: Role[];
  privileges?: Privilege[];
}

const calls: Array<{ method: string; path: string; search: string; body?: unknown }> = [];

function start(path: string, backend: Backend) {
  calls.length = 0;
  configureApi(
    { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
    {
      fetch: (async (request: Request) => {
        const url = new URL(request.url);
        const body = request.method === 'POST' ? await request.text() : '';
        calls.push({
          method: request.method,
          path: url.pathname,
          search: url.search,
          body: body ? JSON.parse(body) : undefined,
        });
        if (url.pathname === '/api/user/')
          return json({
            result: {
              id: 2,
              username: 'goz',
              fio: 'Иванова Мария Сергеевна',
              roles: backend.roles ?? ['ROLE_GOZ'],
              allPrivileges: backend.privileges ?? [],
              isSwitched: false,
            },
          });
        if (url.pathname === `/api/task/${task.id}` && request.method === 'GET')
          return backend.load?.(url) ?? json({ result: { task, form: step() } });
        if (url.pathname === `/api/task/${task.id}` && request.method === 'POST')
          return backend.save?.(url, JSON.parse(body)) ?? json({ result: { form: step({ current_step: '2' }) } });
        if (url.pathname === `/api/task/unclaim/${task.id}`) return json({ result: { id: task.id } });
        if (url.pathname === `/api/autocredit/${task.deal!.id}`)
          return json({
            result: {
              id: task.deal!.id,
              client: { id: 50253, name: 'Смирнова Лариса Юрьевна' },
              partner: { specialName: 'Автосалон «Рольф Юг», Москва', isWithoutAcceptAct: true },
              createdUserName: 'Горшкова Маргарита Борисовна',
              createdAt: '2026-11-21T18:18:08+03:00',
              contractNumber: 'АК-100273',
              lastDecision: { createdAt: '2026-11-23T12:40:00+03:00' },
              decisionTypeLabel: 'Полная заявка',
            },
          });
        if (url.pathname === '/api/comment/default/get')
          return json({ result: { comments: [], canCreateTypicalComments: false } });
        if (url.pathname.startsWith('/api/comment/')) return json({ result: [] });
        return json({ result: {} });
      }) as typeof fetch,
      toaster: { show: () => undefined },
    },
  );
  const router = createMemoryRouter(
    [
      { path: '/task-goz/:id', element: <TaskPage route="task-goz" /> },
      { path: '/task-underwriter/:id', element: <TaskPage route="task-underwriter" /> },
      { path: '/task-goz-checker/:id', element: <h1>Проверка ГОЗ</h1> },
      { path: '/task-credit-inspector/:id', element: <TaskPage route="task-credit-inspector" /> },
      { path: '/task-new', element: <h1>Новые задачи</h1> },
      { path: '/underwriter-new-task-list', element: <h1>Новые задачи андеррайтера</h1> },
      { path: '/task-my', element: <h1>Мои задачи</h1> },
    ],
    { initialEntries: ['/task-my', path], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <ConfirmDialog />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.setTokens('at', 'rt');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the task page', () => {
  it("shows the task's head: name, deal, client, partner, creator, 'Сделка без акта ПП'", async () => {
    start(`/task-goz/${task.id}`, {});
    expect(await screen.findByRole('heading', { name: 'Ввод данных заявки' })).toBeTruthy();
    const head = screen.getByTestId('task-header');
    for (const text of [
      '100273',
      'Смирнова Лариса Юрьевна',
      'Автосалон «Рольф Юг», Москва',
      'Горшкова Маргарита Борисовна',
      'Сделка без акта ПП',
    ])
      expect(head.textContent).toContain(text);
    expect((await screen.findByRole('button', { name: /Клиент/ })).getAttribute('aria-current')).toBe('step');
  });

  it("says 'Задача завершена и более недоступна.' when the task is gone (404)", async () => {
    start(`/task-goz/${task.id}`, { load: () => json({ result: 'Не найдено' }, 404) });
    expect(await screen.findByText('Задача завершена и более недоступна.')).toBeTruthy();
  });

  it("goes back one page on 403, on a GOZ task with 'Завершите предыдущий шаг'", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const router = start(`/task-goz/${task.id}?step=3`, {
      load: () => json({ result: 'Завершите предыдущий шаг' }, 403),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/task-my'));
    expect(error).toHaveBeenCalledWith('Завершите предыдущий шаг');
  });

  it("saves with 'Далее' and opens next_step with the form the save answered", async () => {
    const router = start(`/task-goz/${task.id}`, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
    const post = calls.find((call) => call.method === 'POST' && call.path === `/api/task/${task.id}`);
    expect(post?.body).toEqual({ client: { bornPlace: 'г. Сочи' } });
    expect(post?.search).toBe('?step=1');
  });

  /** The underwriter's review: the deal's step keys. */
  const review = (overrides: Partial<Form> = {}) =>
    step({ steps: { client: 'Клиент', credit: 'Кредит' }, current_step: 'client', next_step: 'credit', ...overrides });
  const lastStep = { load: () => json({ result: { task, form: review({ next_step: null }) } }) };
  const checkWait = (data: HubEventOf<'checkWait'>['data']) => hubEvents.dispatch({ type: 'checkWait', data });

  it('after the last step waits for the process: cancel goes to the underwriter list with the warning', async () => {
    const warn = vi.spyOn(toast, 'warn').mockImplementation(() => undefined);
    const router = start(`/task-underwriter/${task.id}`, {
      ...lastStep,
      save: () => json({ result: { form: review({ next_step: null }) } }),
      roles: ['ROLE_UNDERWRITER'],
      privileges: ['can-view-underwriter-list'],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Переход к следующей задаче…')).toBeTruthy();
    checkWait({ status: 'cancel', dealId: 100999 });
    expect(router.state.location.pathname).toBe(`/task-underwriter/${task.id}`);
    checkWait({ status: 'cancel', dealId: task.deal!.id });
    await waitFor(() => expect(router.state.location.pathname).toBe('/underwriter-new-task-list'));
    expect(warn).toHaveBeenCalledWith('Данные успешно отправлены, но переход на следующую задачу невозможен');
  });

  it('opens the next task of the group on success, after a wait that shows its message', async () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => undefined);
    const router = start(`/task-goz/${task.id}`, {
      load: () => json({ result: { task, form: step({ next_step: null }) } }),
      save: () => json({ result: { form: step({ next_step: null }) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Далее' }));
    await screen.findByText('Переход к следующей задаче…');
    checkWait({ status: 'wait', seconds: 2, message: 'Идет обработка заявки', dealId: task.deal!.id });
    expect(info).toHaveBeenCalledWith('Идет обработка заявки');
    checkWait({ status: 'success', task: { id: 731999, currentRole: 'goz-checker' }, dealId: task.deal!.id });
    await waitFor(() => expect(router.state.location.pathname).toBe('/task-goz-checker/731999'));
  });

  it('goes to the new-task list when the process says nothing within 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const warn = vi.spyOn(toast, 'warn').mockImplementation(() => undefined);
      const router = start(`/task-goz/${task.id}`, {
        load: () => json({ result: { task, form: step({ next_step: null }) } }),
        save: () => json({ result: { form: step({ next_step: null }) } }),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Далее' }));
      await screen.findByText('Переход к следующей задаче…');
      vi.advanceTimersByTime(9_000);
      expect(router.state.location.pathname).toBe(`/task-goz/${task.id}`);
      vi.advanceTimersByTime(1_100);
      await waitFor(() => expect(router.state.location.pathname).toBe('/task-new'));
      expect(warn).toHaveBeenCalledWith('Данные успешно отправлены, но переход на следующую задачу невозможен');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the collapsed deal history, read when opened', async () => {
    start(`/task-goz/${task.id}`, {});
    await userEvent.click(await screen.findByRole('button', { name: /История сделки/ }));
    await waitFor(() => expect(calls.some((call) => call.path === `/api/deal/${task.deal!.id}/logs`)).toBe(true));
  });

  it("shows the server's buttons instead of 'Далее' and posts the pressed one's flag", async () => {
    start(`/task-goz/${task.id}`, {
      load: () => json({ result: { task, form: step({ buttons: { btnConfirm: { label: 'Подтвердить' } } }) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    expect(screen.queryByRole('button', { name: 'Далее' })).toBeNull();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        client: { bornPlace: 'г. Сочи', btnConfirm: 1 },
      }),
    );
  });

  it("returns the task to the queue with 'Возвратить в общую очередь'", async () => {
    const router = start(`/task-goz/${task.id}`, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Возвратить в общую очередь' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/task-new'));
    expect(calls.some((call) => call.path === `/api/task/unclaim/${task.id}`)).toBe(true);
  });

  it("hides 'Возвратить в общую очередь' on sign_documents", async () => {
    start(`/task-goz/${task.id}`, {
      load: () => json({ result: { task, form: step({ formName: 'sign_documents' }) } }),
    });
    await screen.findByRole('button', { name: 'Далее' });
    expect(screen.queryByRole('button', { name: 'Возвратить в общую очередь' })).toBeNull();
  });

  it("asks an underwriter's read-only form for the edit mode, and saves with canEdit=true", async () => {
    const locked = review({
      fields: {
        bornPlace: { type: 'text', label: 'Место рождения', value: 'г. Сочи', attributes: { readonly: true } },
      },
    });
    start(`/task-underwriter/${task.id}`, {
      load: () => json({ result: { task, form: locked } }),
      save: (url) =>
        json({ result: { form: url.searchParams.get('reload') ? review() : review({ current_step: 'credit' }) } }),
      roles: ['ROLE_UNDERWRITER'],
    });
    expect(await screen.findByLabelText('Место рождения')).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Редактировать' }));
    await waitFor(() => expect(screen.getByLabelText('Место рождения')).toHaveProperty('disabled', false));
    expect(calls.find((call) => call.method === 'POST')?.search).toBe('?step=client&reload=true&canEdit=true');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]?.search).toBe('?step=client&canEdit=true');
  });

  it("gives each person's tab of the underwriter's client step its own edit, then save (001 §2.2)", async () => {
    const person = (label: string, place: string, readonly: boolean) => ({
      type: 'form' as const,
      label,
      children: {
        bornPlace: {
          type: 'text' as const,
          label: `Место рождения (${label})`,
          value: place,
          attributes: { readonly, changed: label === 'Заемщик' },
        },
      },
    });
    const people = (readonly: boolean) =>
      review({
        fields: {
          client: person('Заемщик', 'г. Сочи', readonly),
          spouse: person('Супруг(а)', 'г. Тверь', readonly),
          thirdFace: person('Третье лицо', 'г. Омск', readonly),
        },
      });
    start(`/task-underwriter/${task.id}`, {
      load: () => json({ result: { task, form: people(true) } }),
      save: (url) => json({ result: { form: people(!url.searchParams.get('reload')) } }),
      roles: ['ROLE_UNDERWRITER'],
    });
    const clientTab = await screen.findByRole('toolbar', { name: 'Действия: Заемщик' });
    // the underwriter's task marks the fields changed since the last snapshot (001 §2.2)
    expect(screen.getAllByText('Изменено')).toHaveLength(1);
    expect(screen.getByRole('toolbar', { name: 'Действия: Супруг(а)' })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Действия: Третье лицо' })).toBeTruthy();
    const taskActions = screen.getByRole('toolbar', { name: 'Действия с задачей' });
    expect(within(taskActions).queryByRole('button', { name: 'Редактировать' })).toBeNull();
    expect(within(taskActions).getByRole('button', { name: 'Далее' })).toBeTruthy();

    await userEvent.click(within(clientTab).getByRole('button', { name: 'Редактировать' }));
    await waitFor(() => expect(screen.getByLabelText('Место рождения (Заемщик)')).toHaveProperty('disabled', false));
    expect(calls.find((call) => call.method === 'POST')?.search).toBe('?step=client&reload=true&canEdit=true');
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: 'Действия: Заемщик' })).getByRole('button', { name: 'Сохранить' }),
    );
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const saved = calls.filter((call) => call.method === 'POST')[1];
    expect(saved?.search).toBe('?step=client&canEdit=true');
    expect(saved?.body).toMatchObject({
      client: { client: { bornPlace: 'г. Сочи' }, spouse: { bornPlace: 'г. Тверь' } },
    });
    expect(within(taskActions).queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });

  it("shows the underwriter the deal's head of 001 §2.1 under the task's name, the number opening the deal", async () => {
    start(`/task-underwriter/${task.id}`, { ...lastStep, roles: ['ROLE_UNDERWRITER'], privileges: ['deal-view-info'] });
    expect(await screen.findByRole('heading', { name: 'Ввод данных заявки' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('task-header').textContent).toContain('Полная заявка'));
    const head = screen.getByTestId('task-header');
    for (const text of [
      'Смирнова Лариса Юрьевна',
      'Полная заявка',
      'Автосалон «Рольф Юг», Москва',
      'Горшкова Маргарита Борисовна',
      '21.11.2026',
      '23.11.2026',
      'Сделка без акта ПП',
    ])
      expect(head.textContent).toContain(text);
    expect(head.textContent).not.toContain('АК-100273');
    expect(within(head).getByRole('link', { name: '100273' }).getAttribute('href')).toBe('/deal/100273');
  });

  it("shows the underwriter both timers and, on a deal not yet decided, the strategy's countdown", async () => {
    start(`/task-underwriter/${task.id}`, { ...lastStep, roles: ['ROLE_UNDERWRITER'] });
    expect(await screen.findByText('С начала задачи')).toBeTruthy();
    expect(screen.getByText('С первой задачи группы')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === `/api/task/times-info/${task.id}`)).toBe(true));
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/api/underwriter/strategyTime/${task.deal!.id}`)).toBe(true),
    );
  });

  it("saves the credit inspector's members in place with 'Сохранить' (no 'Далее')", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const members = (overrides: Partial<Form> = {}) =>
      step({
        formName: 'members',
        steps: { members: 'Участники', car: 'Автомобиль' },
        current_step: 'members',
        next_step: 'car',
        ...overrides,
      });
    const inspected = { ...task, taskDefinitionKey: 'credit_inspection', currentRole: 'credit-inspector' } as Task;
    const router = start(`/task-credit-inspector/${task.id}?step=members`, {
      load: () => json({ result: { task: inspected, form: members() } }),
      save: () => json({ result: { form: members({ formName: 'car', current_step: 'car', next_step: null }) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(screen.queryByRole('button', { name: 'Далее' })).toBeNull();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно сохранено.'));
    expect(router.state.location.search).toBe('?step=members');
    expect(calls.find((call) => call.method === 'POST')?.search).toBe('?step=members');
  });

  it("asks 'Вы действительно хотите перейти?' before a GOZ jump other than to the next step", async () => {
    const router = start(`/task-goz/${task.id}`, {
      load: () => json({ result: { task, form: step({ steps: { '1': 'Клиент', '2': 'Паспорт', '3': 'Работа' } }) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Работа/ }));
    expect(await screen.findByText('Вы действительно хотите перейти?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Нет' }));
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: /Паспорт/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
  });
});
