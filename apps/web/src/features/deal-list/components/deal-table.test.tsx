import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { describe, expect, it, vi } from 'vitest';
import type { DealListItem, User } from '@autocredit/generated/api';
import { configureApi } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { clientDecisionDone, clientDecisionQuestion } from '@/features/deal-list/lib/client-decision';
import { dealColumns } from '@/features/deal-list/lib/columns';
import { DealTable } from './deal-table';

const deal = (over: Partial<DealListItem> = {}): DealListItem => ({
  id: 100245,
  client: { id: 50871, name: 'Иванов Иван Иванович' },
  createdAt: '2026-11-20T10:15:00+03:00',
  status: 'Ожидание решения клиента',
  statusCode: 'client_waiting',
  partner: { id: 12, brandName: 'Рольф', specialName: 'Рольф Юг' },
  ...over,
});

const user = (roles: User['roles'], allPrivileges: User['allPrivileges']): User =>
  ({ id: 1, username: 'u', fio: 'Волков Дмитрий Андреевич', roles, allPrivileges, isSwitched: false }) as User;
const chief = user(['ROLE_GOZ_CHIEF'], ['deal-view-info']);
const rows = { status: 'rows', stale: false, busy: false } as const;

function renderTable(deals: DealListItem[], who: User = chief) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DealTable deals={deals} view={rows} page={1} columns={dealColumns(who, [])} user={who} />
      <ConfirmDialog />
    </QueryClientProvider>,
  );
}

describe('the deal table', () => {
  it('links the number and the client to the deal for those with deal-view-info', () => {
    renderTable([deal()]);
    const row = screen.getByTestId('deal-row');
    const links = within(row).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['100245', 'Иванов Иван Иванович']);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('/deal/100245');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it('shows the number as text to those without deal-view-info', () => {
    renderTable([deal()], user(['ROLE_VIEWER'], []));
    expect(within(screen.getByTestId('deal-row')).queryByRole('link')).toBeNull();
  });

  it('shows a status nobody listed as it came, and the code when it has no title', () => {
    renderTable([
      deal({ id: 1, status: 'Передана в архив', statusCode: 'archived_v2' as DealListItem['statusCode'] }),
      deal({ id: 2, status: '', statusCode: 'some new code' as DealListItem['statusCode'] }),
    ]);
    const [first, second] = screen.getAllByTestId('deal-row');
    expect(first!.textContent).toContain('Передана в архив');
    expect(second!.textContent).toContain('some new code');
    expect(second!.className).toContain('deal-row--some_new_code');
    expect(within(first!).queryByRole('button', { name: 'Клиент согласился' })).toBeNull();
  });

  it("asks before 'Клиент согласился', naming the deal and the client; Да records it and says so", async () => {
    const calls: string[] = [];
    configureApi(
      { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
      {
        fetch: (async (request: Request) => {
          calls.push(`${request.method} ${new URL(request.url).pathname}`);
          return new Response(JSON.stringify({ result: true }), { headers: { 'Content-Type': 'application/json' } });
        }) as typeof fetch,
        toaster: { show: () => {} },
      },
    );
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    renderTable([deal()]);
    const clicks = userEvent.setup();

    await clicks.click(screen.getByRole('button', { name: 'Клиент отказался' }));
    expect(
      await screen.findByText('Клиент Иванов Иван Иванович отказался от решения по заявке № 100245?'),
    ).toBeTruthy();
    await clicks.click(screen.getByRole('button', { name: 'Нет' }));
    expect(calls).toEqual([]);

    await clicks.click(screen.getByRole('button', { name: 'Клиент согласился' }));
    expect(
      await screen.findByText('Клиент Иванов Иван Иванович согласился с решением по заявке № 100245?'),
    ).toBeTruthy();
    await clicks.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(calls).toEqual(['POST /api/autocredit/clientApprove/100245']));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Заявка № 100245 (Иванов Иван Иванович): клиент согласился'),
    );
  });
});

describe('the priority of a row', () => {
  it('shows its label once the priorities come, after the rows', async () => {
    configureApi(
      { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
      {
        fetch: (async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return new Response(JSON.stringify({ result: [[{ value: 0, label: 'Обычный' }]] }), {
            headers: { 'Content-Type': 'application/json' },
          });
        }) as typeof fetch,
        toaster: { show: () => {} },
      },
    );
    renderTable([deal({ gozPriority: 0 })], user(['ROLE_GOZ_CHIEF'], ['change-goz-priority']));
    const cell = screen.getByTestId('priority-100245');
    expect(cell.textContent).not.toContain('Обычный');
    await waitFor(() => expect(cell.textContent).toContain('Обычный'));
    expect(within(cell).getByRole('button', { name: 'Сохранить' })).toHaveProperty('disabled', true);
  });
});

describe('the texts of the client answer', () => {
  it('name the deal and the client', () => {
    const d = { id: 7, client: { name: ' Петрова Анна Сергеевна ' } };
    expect(clientDecisionQuestion(d, true)).toEqual({
      header: 'Клиент согласился',
      message: 'Клиент Петрова Анна Сергеевна согласился с решением по заявке № 7?',
    });
    expect(clientDecisionQuestion(d, false)).toEqual({
      header: 'Клиент отказался',
      message: 'Клиент Петрова Анна Сергеевна отказался от решения по заявке № 7?',
    });
    expect(clientDecisionDone(d, false)).toBe('Заявка № 7 (Петрова Анна Сергеевна): клиент отказался');
  });
});
