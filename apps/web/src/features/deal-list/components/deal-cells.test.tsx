import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DealListItem, User } from '@autocredit/generated/api';
import type { DealColumn } from '@/features/deal-list/lib/columns';
import { DEAL_CELLS } from './deal-cells';

const goz: User = {
  id: 2,
  username: 'goz',
  fio: 'Иванова Мария Сергеевна',
  roles: ['ROLE_GOZ'],
  allPrivileges: ['deal-view-info'],
  isSwitched: false,
  salePoint: { id: 12, name: 'Рольф Юг' },
};

const deal = (changes: Partial<DealListItem>): DealListItem => ({
  id: 100245,
  client: { id: 50871, name: 'Иванов Иван Иванович' },
  createdAt: '2026-11-20T10:15:00+03:00',
  status: 'Ожидание решения клиента',
  statusCode: 'client_waiting',
  partner: { specialName: 'Рольф Юг' },
  ...changes,
});

/** The cells of one deal row, as the deal table renders them. */
function renderRow(row: DealListItem, columns: DealColumn[] = ['id', 'client', 'status', 'clientDecision']) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <table>
        <tbody>
          <tr data-testid="deal-row">
            {columns.map((column) => (
              <td key={column} data-testid={column}>
                {DEAL_CELLS[column].cell(row, { user: goz, canOpen: true })}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </QueryClientProvider>,
  );
}

describe('the deal row with a status the web app does not know (000 §3 gives only client_waiting)', () => {
  it('shows the status title as the server gave it, and no client buttons', () => {
    renderRow(deal({ statusCode: 'paused_by_bank', status: 'Приостановлена банком' }));
    expect(screen.getByTestId('status').textContent).toBe('Приостановлена банком');
    expect(screen.getByTestId('client').textContent).toBe('Иванов Иван Иванович');
    expect(screen.getByTestId('clientDecision').textContent).toBe('');
  });

  it('shows the code as it came when the server gives no title', () => {
    renderRow(deal({ statusCode: 'paused_by_bank', status: '' }));
    expect(screen.getByTestId('status').textContent).toBe('paused_by_bank');
  });

  it('still offers the client buttons on client_waiting', () => {
    renderRow(deal({}));
    expect(screen.getByTestId('status').textContent).toBe('Ожидание решения клиента');
    expect(screen.getByRole('button', { name: 'Клиент согласился' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Клиент отказался' })).toBeTruthy();
  });
});
