import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/shared/api/client';
import { sessionStore } from '@/shared/session/session-store';
import { ChangePasswordPage } from './change-password-page';

const REQUIRED = 'Пожалуйста, заполните это поле.';
const toasts = vi.fn();

function renderPage(answer: (request: Request) => Promise<Response> = async () => new Response(null, { status: 500 })) {
  const fetchMock = vi.fn(answer);
  configureApi(
    { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
    { fetch: fetchMock as typeof fetch, toaster: { show: toasts } },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/change-password']}>
        <ChangePasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('ChangePasswordPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.setTokens('at', 'rt');
    toasts.mockClear();
  });

  it("flags both empty fields with one click on 'Изменить' and sends nothing", async () => {
    const fetchMock = renderPage();
    // The new password has the focus: the click leaves it, and its message must not move the button away.
    expect(document.activeElement?.id).toBe('new-password');
    const slots = ['new-password-error', 'confirm-password-error'].map((id) => document.getElementById(id));
    expect(slots.map((slot) => slot?.textContent)).toEqual(['', '']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Изменить' }));
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
    expect(slots.map((slot) => slot?.textContent)).toEqual([REQUIRED, REQUIRED]);
    expect(screen.getByLabelText('Новый пароль').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Подтверждение пароля').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a failed change on both fields (000 §8) and no toast besides', async () => {
    renderPage(async () => new Response(JSON.stringify({ result: 'Ошибка' }), { status: 500 }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Новый пароль'), 'new-secret');
    await user.type(screen.getByLabelText('Подтверждение пароля'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    expect(await screen.findAllByText('Неполадки подключения. Попробуйте позже.')).toHaveLength(2);
    expect(toasts).not.toHaveBeenCalled();
  });
});
