import type { RefusalReasonGroup } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeRoute } from '@/shared/api/testing/fake-api';
import { toast } from '@/shared/ui/toast';
import { RefusalDialog } from './refusal-dialog';

const TASK = 731466;
const REASONS = 'GET /api/task/refusal/reasons';
const REFUSE = `POST /api/task/refusal/${TASK}`;

const GROUPS: RefusalReasonGroup[] = [
  {
    groupCode: 'dealClient',
    groupName: 'Причины со стороны клиента',
    reasons: [
      { reasonCode: 'client_refused', reasonName: 'Клиент отказался от сделки' },
      { reasonCode: 'client_terms', reasonName: 'Клиента не устроили условия кредита' },
    ],
  },
  {
    groupCode: 'dealBank',
    groupName: 'Причины со стороны банка',
    reasons: [{ reasonCode: 'documents_invalid', reasonName: 'Документы не соответствуют требованиям банка' }],
  },
];

let failure: ReturnType<typeof vi.fn<(text: string) => void>>;
beforeEach(() => {
  failure = vi.fn<(text: string) => void>();
  vi.spyOn(toast, 'error').mockImplementation(failure);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function open(routes: Record<string, FakeRoute> = {}, props: { post?: boolean } = {}) {
  const api = fakeApi({ [REASONS]: answer({ result: GROUPS }), [REFUSE]: answer({ result: true }), ...routes });
  const onHide = vi.fn();
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RefusalDialog taskId={TASK} confirmLabel="Отказать" onHide={onHide} onDone={onDone} {...props} />
    </QueryClientProvider>,
  );
  return { ...api, onHide, onDone };
}

const confirm = () => screen.getByRole('button', { name: 'Отказать' });

describe('the refusal dialog', () => {
  it('shows a loading state, then the reasons by group; the button is enabled once one is chosen', async () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Причины отказа' });
    expect(within(dialog).getByRole('status')).toBeTruthy();
    const client = await within(dialog).findByRole('group', { name: 'Причины со стороны клиента' });
    expect(within(client).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(dialog).getByRole('group', { name: 'Причины со стороны банка' })).toBeTruthy();
    expect(confirm()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByLabelText('Клиент отказался от сделки'));
    expect(confirm()).toHaveProperty('disabled', false);
    await userEvent.click(screen.getByLabelText('Клиент отказался от сделки'));
    expect(confirm()).toHaveProperty('disabled', true);
  });

  it('refuses the task with the chosen codes, in their order, then calls onDone', async () => {
    const { calls, onDone } = open();
    await userEvent.click(await screen.findByLabelText('Документы не соответствуют требованиям банка'));
    await userEvent.click(screen.getByLabelText('Клиент отказался от сделки'));
    await userEvent.click(confirm());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(['client_refused', 'documents_invalid']));
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      path: `/api/task/refusal/${TASK}`,
      body: { code: ['client_refused', 'documents_invalid'] },
    });
  });

  it("a refused refusal tells the server's text and stays open", async () => {
    const { onDone } = open({ [REFUSE]: answer({ result: 'Действие недоступно' }, 400) });
    await userEvent.click(await screen.findByLabelText('Клиент отказался от сделки'));
    await userEvent.click(confirm());
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Действие недоступно'));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(confirm()).toHaveProperty('disabled', false);
  });

  it('without posting, only gives the codes chosen', async () => {
    const { calls, onDone } = open({}, { post: false });
    await userEvent.click(await screen.findByLabelText('Клиента не устроили условия кредита'));
    await userEvent.click(confirm());
    expect(onDone).toHaveBeenCalledWith(['client_terms']);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("'Отмена' and Escape close it without refusing", async () => {
    const { calls, onHide } = open();
    await screen.findByLabelText('Клиент отказался от сделки');
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onHide).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledTimes(2);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('tells when the reasons cannot be loaded, and tries again', async () => {
    const { routes } = open({ [REASONS]: answer({ result: 'Нет доступа' }, 403) });
    expect(await screen.findByText('Нет доступа')).toBeTruthy();
    routes[REASONS] = answer({ result: GROUPS });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByLabelText('Клиент отказался от сделки')).toBeTruthy();
  });
});
