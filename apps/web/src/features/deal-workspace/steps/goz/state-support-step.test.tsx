import type { Form } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer, type FakeCall } from '@/shared/api/testing/fake-api';
import { taskFormEndpoint, useServerForm, type SaveOutcome } from '@/shared/form-engine';
import { sessionStore } from '@/shared/session/session-store';
import { StateSupportStep } from './state-support-step';

const TASK = 731466;
const URL = `/api/task/${TASK}`;
const NOTICE = 'Доступен кредит с государственной поддержкой: выберите программу или продолжите без субсидии';
const ENV = { underwriter: false, showChanged: false, phoneActions: false, canUpload: false, readOnly: false };

const step6 = (value: string | null = null, extra: Partial<Form> = {}): Form => ({
  formName: 'stateSupport',
  steps: { '5': 'Документы', '6': 'Господдержка', '7': 'Подписание документов' },
  current_step: '6',
  next_step: '7',
  errors: [],
  fields: {
    notice: { type: 'hidden', label: null, value: NOTICE, attributes: { readonly: true } },
    stateSupport: {
      type: 'choice',
      label: 'Программа',
      value,
      choices: [
        { value: 'none', label: 'Продолжить без субсидии' },
        { value: 'first_car', label: 'Первый автомобиль' },
        { value: 'family_car', label: 'Семейный автомобиль' },
      ],
      attributes: { expanded: true },
      rules: ['required'],
    },
  },
  ...extra,
});
const step7: Form = {
  formName: 'sign_documents',
  steps: step6().steps,
  current_step: '7',
  next_step: null,
  errors: [],
  fields: {},
};

function Harness({ onSaved, readOnly }: { onSaved(outcome: SaveOutcome): void; readOnly: boolean }) {
  const endpoint = useMemo(() => taskFormEndpoint(TASK), []);
  const form = useServerForm({ endpoint });
  if (!form.form) return <p>Загрузка</p>;
  return (
    <>
      <StateSupportStep form={form} env={{ ...ENV, readOnly }} onSaved={onSaved} />
      <Button type="button" label="Далее" onClick={() => void form.save().then(onSaved)} />
    </>
  );
}

function setup(options: { form?: Form; post?: (call: FakeCall) => FakeAnswer; readOnly?: boolean } = {}) {
  const onSaved = vi.fn<(outcome: SaveOutcome) => void>();
  const api = fakeApi({
    [`GET ${URL}`]: answer({
      result: { task: { id: TASK, name: 'Ввод данных заявки' }, form: options.form ?? step6() },
    }),
    [`POST ${URL}`]: options.post ?? (() => answer({ result: { form: step7 } })),
  });
  const router = createMemoryRouter(
    [{ path: '/task-goz/:id', element: <Harness onSaved={onSaved} readOnly={options.readOnly ?? false} /> }],
    { initialEntries: [`/task-goz/${TASK}?step=6`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const posts = () => api.calls.filter((c) => c.method === 'POST');
  return { ...api, onSaved, posts };
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.setTokens('at', 'rt');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the state-support step', () => {
  it('shows the notice, the programs to choose from and «Продолжить без субсидии»', async () => {
    setup();
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    const programs = screen.getByRole('radiogroup', { name: /Программа/ });
    expect(programs.textContent).toContain('Первый автомобиль');
    expect(programs.textContent).toContain('Семейный автомобиль');
    expect(programs.textContent).not.toContain('Продолжить без субсидии');
    expect(screen.getByRole('button', { name: 'Продолжить без субсидии' })).toBeTruthy();
    // the notice is shown, not drawn as a field
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('goes on without subsidy: saves `none` and hands the outcome to the page', async () => {
    const { posts, onSaved } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Продолжить без субсидии' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ kind: 'saved', form: step7 })));
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.query.get('step')).toBe('6');
    expect(posts()[0]!.body).toEqual({ stateSupport: { notice: NOTICE, stateSupport: 'none' } });
  });

  it('saves the program chosen', async () => {
    const { posts, onSaved } = setup();
    await userEvent.click(await screen.findByLabelText('Семейный автомобиль'));
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ kind: 'saved' })));
    expect(posts()[0]!.body).toEqual({ stateSupport: { notice: NOTICE, stateSupport: 'family_car' } });
  });

  it('asks for a choice before saving', async () => {
    const { posts, onSaved } = setup();
    await screen.findByText(NOTICE);
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Это поле обязательно для заполнения')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    expect(onSaved).toHaveBeenCalledWith({ kind: 'invalid' });
    await userEvent.click(screen.getByLabelText('Первый автомобиль'));
    expect(screen.queryByText('Это поле обязательно для заполнения')).toBeNull();
  });

  it('shows the server’s error under the programs', async () => {
    setup({
      post: () =>
        answer(
          {
            result: {
              form: step6('first_car', {
                fields: {
                  ...step6().fields,
                  stateSupport: {
                    ...step6().fields.stateSupport!,
                    value: 'first_car',
                    errors: ['Программа недоступна'],
                  },
                },
              }),
              errors: [],
            },
          },
          400,
        ),
    });
    await userEvent.click(await screen.findByLabelText('Первый автомобиль'));
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Программа недоступна')).toBeTruthy();
  });

  it('marks the choice without subsidy saved before', async () => {
    setup({ form: step6('none') });
    const without = await screen.findByRole('button', { name: 'Продолжить без субсидии' });
    expect(without.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Первый автомобиль')).toHaveProperty('checked', false);
  });

  it('changes nothing when read-only', async () => {
    setup({ form: step6('first_car'), readOnly: true });
    expect(await screen.findByLabelText('Первый автомобиль')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Первый автомобиль')).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Продолжить без субсидии' })).toHaveProperty('disabled', true);
  });
});
