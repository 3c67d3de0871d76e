import type { Privilege, User } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeCall } from '@/shared/api/testing/fake-api';
import { queryKeys } from '@/shared/api/query-keys';
import { sessionStore } from '@/shared/session/session-store';
import { SecurityReportPage } from './security-report-page';

const user = (privileges: Privilege[]): User => ({
  id: 9,
  username: 'security',
  fio: 'Петров Петр Петрович',
  roles: ['ROLE_REPORT_CLIENTS'],
  allPrivileges: privileges,
  isSwitched: false,
  salePoint: null,
});

const ITEMS = {
  result: {
    count: 23,
    items: [
      { id: 50871, name: 'Иванов Иван Иванович', files: ['/api/file/get/88121', '/api/file/get/88122'] },
      { id: 50872, name: 'Сидорова Анна Павловна', files: [] },
    ],
  },
};

function setup(privileges: Privilege[], url = '') {
  const api = fakeApi({
    'GET /api/autocredit/get-security-report': answer(ITEMS),
    'GET /api/file/get/88121': answer({}),
    'GET /api/file/get/88122': answer({}),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.user, user(privileges));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/security-report${url}`]}>
        <SecurityReportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const reportCalls = (calls: FakeCall[]) => calls.filter((c) => c.path === '/api/autocredit/get-security-report');

beforeEach(() => {
  sessionStore.setTokens('at', 'rt');
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => cleanup());

describe('the security report', () => {
  it('lists each person by name with the page and the filters of the URL (10 a page)', async () => {
    const { calls } = setup(['security-service'], '?page=2&lastName=Иванов&createdFrom=2026-11-01');
    const rows = await screen.findAllByTestId('security-report-row');
    expect(rows[0]!.textContent).toContain('Иванов Иван Иванович');
    expect(rows[1]!.textContent).toContain('Сидорова Анна Павловна');
    const query = reportCalls(calls)[0]!.query;
    expect(query.get('page')).toBe('2');
    expect(query.get('per_page')).toBe('10');
    expect(query.get('lastName')).toBe('Иванов');
    expect(query.get('createdFrom')).toBe('2026-11-01');
  });

  it('has the filters of 000 §2.9 and sends what is applied', async () => {
    const { calls } = setup(['security-service']);
    await screen.findAllByTestId('security-report-row');
    await userEvent.click(screen.getByTestId('filter-open'));
    for (const label of ['ID', 'Фамилия', 'Имя', 'Отчество', 'Дата рождения', 'Дата создания с', 'Дата создания по'])
      expect(await screen.findByLabelText(label, undefined, { timeout: 10000 })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Имя'), 'Анна');
    await userEvent.click(screen.getByTestId('filter-apply'));
    await waitFor(() => expect(reportCalls(calls).at(-1)!.query.get('firstName')).toBe('Анна'), { timeout: 10000 });
  });

  it('hides the photos without has-all-operations', async () => {
    setup(['security-service']);
    await screen.findAllByTestId('security-report-row');
    expect(screen.queryByRole('button', { name: /Фотографии/ })).toBeNull();
  });

  it('opens the gallery of a person’s photos with has-all-operations, one photo after another', async () => {
    const { calls } = setup(['security-service', 'has-all-operations']);
    const rows = await screen.findAllByTestId('security-report-row');
    expect(
      (within(rows[1]!).getByRole('button', { name: 'Фотографии: Сидорова Анна Павловна' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Фотографии: Иванов Иван Иванович' }));
    const dialog = await screen.findByRole('dialog', { name: 'Иванов Иван Иванович (1 из 2)' });
    await waitFor(() => expect(within(dialog).getByRole('img')).toBeTruthy());
    expect(calls.some((c) => c.path === '/api/file/get/88121')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Следующий файл' }));
    await screen.findByRole('dialog', { name: 'Иванов Иван Иванович (2 из 2)' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/file/get/88122')).toBe(true));
  });
});
