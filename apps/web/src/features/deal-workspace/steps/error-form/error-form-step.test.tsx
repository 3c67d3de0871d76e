import type { Form } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '@/shared/api/testing/fake-api';
import { taskFormEndpoint, useServerForm, type SaveOutcome } from '@/shared/form-engine';
import { ErrorFormStep } from './error-form-step';

const TASK = 731480;

const errorForm: Form = {
  formName: 'notify_about_error',
  steps: null,
  current_step: null,
  next_step: null,
  errors: [],
  fields: {
    message: {
      type: 'textarea',
      label: 'Сообщение',
      value: 'Сервис выдачи не ответил: истекло время ожидания',
      attributes: { readonly: true },
    },
  },
  buttons: { btnReplay: { label: 'Повторить' }, btnRework: { label: 'Доработка ГОЗ' } },
};

function Harness({ onSaved }: { onSaved(outcome: SaveOutcome): void }) {
  const endpoint = useMemo(() => taskFormEndpoint(TASK), []);
  const form = useServerForm({ endpoint });
  return <ErrorFormStep form={form} onSaved={onSaved} />;
}

function show() {
  const api = fakeApi({
    [`GET /api/task/${TASK}`]: answer({ result: { task: { id: TASK }, form: errorForm } }),
    [`POST /api/task/${TASK}`]: answer({ result: { form: errorForm } }),
  });
  const onSaved = vi.fn<(outcome: SaveOutcome) => void>();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Harness onSaved={onSaved} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...api, onSaved };
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the error form step', () => {
  it("says 'Произошла ошибка!' with the server's message, and offers the server's buttons", async () => {
    show();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Произошла ошибка!' })).toBeTruthy();
    expect(within(alert).getByText('Сервис выдачи не ответил: истекло время ожидания')).toBeTruthy();
    const toolbar = screen.getByRole('toolbar');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Повторить', 'Доработка ГОЗ']);
    expect(screen.queryByLabelText('Сообщение')).toBeNull();
  });

  it('replays the step: posts the button, and the answer goes to the page', async () => {
    const { calls, onSaved } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ kind: 'saved' })));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      notify_about_error: { message: 'Сервис выдачи не ответил: истекло время ожидания', btnReplay: 1 },
    });
  });

  it('sends the deal to rework', async () => {
    const { calls, onSaved } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Доработка ГОЗ' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ notify_about_error: { btnRework: 1 } });
  });
});
