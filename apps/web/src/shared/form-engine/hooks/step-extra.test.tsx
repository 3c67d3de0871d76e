import type { Form } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { FormEndpoint } from '../api/form-endpoints';
import { ServerFormView } from '../components/server-form-view';
import { useServerForm, type ServerForm } from './use-server-form';

const ENV = { underwriter: false, showChanged: false, phoneActions: false, canUpload: false, readOnly: false };

const step = (key: string, fields: Form['fields']): Form => ({
  formName: key === '1' ? 'client' : 'passport',
  steps: { '1': 'Клиент', '2': 'Паспорт и адреса' },
  current_step: key,
  next_step: key === '1' ? '2' : null,
  errors: [],
  fields,
});
const CLIENT = step('1', { surName: { type: 'text', label: 'Фамилия', value: null } });
const PASSPORT = step('2', { series: { type: 'text', label: 'Серия', value: null } });

/** A task whose head names the client the server knows: none until the client step is saved. */
function endpointOf() {
  let saved = '';
  const endpoint: FormEndpoint<{ client: string }> = {
    source: 'task',
    id: 9,
    load: vi.fn(async ({ step: key }) => ({ form: key === '2' ? PASSPORT : CLIENT, extra: { client: saved } })),
    loadExtra: vi.fn(async () => ({ client: saved })),
    post: vi.fn(async (_query, body) => {
      saved = String((body as { client: { surName: string } }).client.surName);
      return { ok: true as const, result: { form: PASSPORT } };
    }),
  };
  return endpoint;
}

describe('the step a save opens (the GOZ wizard)', () => {
  it('shows the answered form at once, and what comes with it as the server has it after the save', async () => {
    const endpoint = endpointOf();
    const shown: { form?: ServerForm<{ client: string }> } = {};
    function Harness() {
      const form = useServerForm({ endpoint });
      shown.form = form;
      return (
        <>
          <p data-testid="head">Клиент: {form.extra?.client}</p>
          <ServerFormView form={form} env={ENV} />
        </>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/task-goz/9?step=1']}>
          <Harness />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByLabelText('Фамилия');
    expect(screen.getByTestId('head').textContent).toBe('Клиент: ');

    await act(async () => {
      shown.form!.methods.setValue('surName', 'Петров');
      const outcome = await shown.form!.save();
      if (outcome.kind === 'saved') shown.form!.goToStep('2', outcome.form);
    });
    expect(await screen.findByLabelText('Серия')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('head').textContent).toBe('Клиент: Петров'));
    // the step came from the save's answer: not asked again as a form
    expect(endpoint.load).toHaveBeenCalledTimes(1);
  });
});
