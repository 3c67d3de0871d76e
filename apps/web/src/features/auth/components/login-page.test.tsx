import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/shared/api/client';
import { sessionStore } from '@/shared/session/session-store';
import { LoginPage } from './login-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const toasts = vi.fn();

function renderLogin(answer: (request: Request) => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  configureApi(
    { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
    { fetch: fetchMock as typeof fetch, toaster: { show: toasts } },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LoginPage />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.logout();
    toasts.mockClear();
  });

  async function submit(username = 'goz', password = 'secret') {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Логин'), username);
    await user.type(screen.getByLabelText('Пароль'), password);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    return user;
  }

  it('asks for both fields on blur and on submit', async () => {
    const fetchMock = renderLogin(async () => json(200, {}));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Логин'));
    await user.tab();
    expect(screen.getAllByText('Пожалуйста, заполните это поле.')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getAllByText('Пожалуйста, заполните это поле.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the 401 result on the fields and keeps what was typed', async () => {
    renderLogin(async () => json(401, { result: 'Неверное имя пользователя или пароль' }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Логин'), 'goz');
    await user.type(screen.getByLabelText('Пароль'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Неверное имя пользователя или пароль')).toHaveLength(2);
    expect(screen.getByLabelText('Логин')).toHaveProperty('value', 'goz');
    expect(screen.getByLabelText('Пароль')).toHaveProperty('value', 'wrong');
    expect(sessionStore.getState().access).toBeNull();
  });

  it('shows the 429 text once above the fields after too many failures, and keeps what was typed', async () => {
    const locked = 'Слишком много неудачных попыток входа. Повторите попытку позже.';
    renderLogin(async () => json(429, { result: locked }));
    await submit('goz', 'secret');
    expect(await screen.findAllByText(locked)).toHaveLength(1);
    expect(screen.getByTestId('login-error').textContent).toContain(locked);
    expect(screen.getByLabelText('Пароль')).toHaveProperty('value', 'secret');
    expect(toasts).not.toHaveBeenCalled();
  });

  it('shows "Нет доступа" once for 403', async () => {
    renderLogin(async () => json(403, { result: 'Нет доступа', detail: 'Нет доступа' }));
    await submit();
    expect(await screen.findAllByText('Нет доступа')).toHaveLength(1);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('shows one message for a 500: the form says it, the client shows no toast', async () => {
    renderLogin(async () => json(500, { result: 'Внутренняя ошибка сервера' }));
    await submit();
    expect(await screen.findAllByText('Неполадки подключения. Попробуйте позже.')).toHaveLength(1);
    expect(screen.getByTestId('login-error').textContent).toBe('Неполадки подключения. Попробуйте позже.');
    expect(screen.queryByText('Внутренняя ошибка сервера')).toBeNull();
    expect(toasts).not.toHaveBeenCalled();
    // Typing again takes the message away; what was typed stays.
    await userEvent.setup().type(screen.getByLabelText('Пароль'), '1');
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(screen.getByLabelText('Логин')).toHaveProperty('value', 'goz');
  });

  it('shows the connection message once when there is no answer', async () => {
    renderLogin(() => Promise.reject(new TypeError('Failed to fetch')));
    await submit();
    expect(await screen.findAllByText('Неполадки подключения. Попробуйте позже.')).toHaveLength(1);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('shows the connection message once when the user fails to load after the tokens came', async () => {
    renderLogin(async (request) =>
      request.url.endsWith('/api/token/create')
        ? json(200, { token: 'at', refreshToken: 'rt' })
        : json(502, { result: 'Bad Gateway' }),
    );
    await submit();
    expect(await screen.findAllByText('Неполадки подключения. Попробуйте позже.')).toHaveLength(1);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('keeps the tokens and loads the user on success', async () => {
    const user6 = { id: 6, username: 'goz', fio: 'Иванов Иван', email: 'e', roles: ['ROLE_GOZ'], allPrivileges: [] };
    renderLogin(async (request) =>
      request.url.endsWith('/api/token/create')
        ? json(200, { token: 'at', refreshToken: 'rt' })
        : json(200, { result: { ...user6, isSwitched: false, salePoint: null } }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Логин'), 'goz');
    await user.type(screen.getByLabelText('Пароль'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await vi.waitFor(() => expect(localStorage.getItem('access')).toBe('at'));
    expect(localStorage.getItem('refresh')).toBe('rt');
  });
});
