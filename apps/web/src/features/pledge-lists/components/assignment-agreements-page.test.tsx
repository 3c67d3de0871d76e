import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssignmentAgreement } from '@autocredit/generated/api';
import { answer, type FakeRoute } from '@/shared/api/testing/fake-api';
import { hubEvents } from '@/shared/events';
import { toast } from '@/shared/ui/toast';
import { agreement, pledgeUser } from '@/features/pledge-lists/testing/pledges';
import { renderPage } from '@/features/pledge-lists/testing/render-page';
import { AssignmentAgreementsPage } from './assignment-agreements-page';

const statuses = { new: 'Новый', in_process: 'В процессе', completed: 'Завершен' };
const listAnswer = (list: AssignmentAgreement[]) =>
  answer({ result: { list, count: list.length, filter: { statuses } } });

function open(
  url = '/assignment-agreements',
  role: 'ROLE_PLEDGE_EDITOR' | 'ROLE_PLEDGE_VIEWER' = 'ROLE_PLEDGE_EDITOR',
  routes: Record<string, FakeRoute> = {},
) {
  return renderPage({ path: '/assignment-agreements', element: <AssignmentAgreementsPage /> }, url, pledgeUser(role), {
    'GET /api/pledge/assignment-agreement/list': listAnswer([agreement()]),
    ...routes,
  });
}

const listCalls = (calls: { method: string; path: string; query: URLSearchParams }[]) =>
  calls.filter((c) => c.path === '/api/pledge/assignment-agreement/list');
const queueCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/pledge/assignment/create/17');

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the assignment agreements', () => {
  it('show each agreement with the counts of its pledges and the link to them in the history', async () => {
    const { router } = open();
    const row = await screen.findByTestId('agreement-row');
    expect(screen.getByRole('heading', { name: 'Соглашения переуступки' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Номер договора',
      'Дата договора',
      'Статус',
      'Всего залогов',
      'С ошибкой',
      'Новые',
      'На доработке',
      'Успешно',
      'В процессе',
      'Действия',
    ]);
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(0, 9)).toEqual([
      'ДЦ-2026/11-017',
      '20.11.2026',
      'В процессе',
      '120',
      '2',
      '40',
      '1',
      '65',
      '12',
    ]);
    await userEvent.click(within(row).getByRole('link', { name: 'Залоги' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pledge-list-history'));
    expect(new URLSearchParams(router.state.location.search).get('assignmentAgreementContractNumber')).toBe(
      'ДЦ-2026/11-017',
    );
  });

  it('ask the API with the filters of the URL, and put an applied filter there', async () => {
    const { calls, router } = open('/assignment-agreements?contractNumber=ДЦ&dateStart=2026-11-01&status=in_process');
    await screen.findByTestId('agreement-row');
    expect(Object.fromEntries(listCalls(calls)[0]!.query)).toEqual({
      contractNumber: 'ДЦ',
      dateStart: '2026-11-01',
      status: 'in_process',
      page: '1',
      per_page: '10',
    });
    await userEvent.click(screen.getByTestId('filter-open'));
    await waitFor(() => expect(document.activeElement?.id).toBe('filter-contractNumber'));
    await userEvent.type(screen.getByLabelText('Дата договора по'), '30112026');
    await userEvent.click(screen.getByTestId('filter-apply'));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        contractNumber: 'ДЦ',
        dateStart: '2026-11-01',
        dateEnd: '2026-11-30',
        status: 'in_process',
      }),
    );
  });

  it('queue the pledges of an agreement after the confirmation', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const { calls } = open('/assignment-agreements', 'ROLE_PLEDGE_EDITOR', {
      'POST /api/pledge/assignment/create/17': answer({ result: true }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Переуступить' }));
    expect(
      await screen.findByText('Добавить залоги по договору ДЦ-2026/11-017 в очередь для переуступки?'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Нет' }));
    expect(queueCalls(calls)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Переуступить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Залоги успешно добавлены в очередь для переуступки'));
    expect(queueCalls(calls)).toHaveLength(1);
  });

  it("say 'Ошибка' when the bulk assign fails without a message", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    open('/assignment-agreements', 'ROLE_PLEDGE_EDITOR', {
      'POST /api/pledge/assignment/create/17': answer({}, 400),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Переуступить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ошибка', undefined));
  });

  it("say the server's detail when the bulk assign fails with one", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    open('/assignment-agreements', 'ROLE_PLEDGE_EDITOR', {
      'POST /api/pledge/assignment/create/17': answer({ result: 'Ошибка', detail: 'В соглашении нет залогов' }, 400),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Переуступить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('В соглашении нет залогов', undefined));
  });

  it('give pledge viewers the link but not the bulk assign', async () => {
    open('/assignment-agreements', 'ROLE_PLEDGE_VIEWER');
    const row = await screen.findByTestId('agreement-row');
    expect(within(row).getByRole('link', { name: 'Залоги' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Переуступить' })).toBeNull();
  });

  it('show the notification of assignmentStartProcess and reload the list', async () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const { calls } = open();
    await screen.findByTestId('agreement-row');
    const before = listCalls(calls).length;
    act(() =>
      hubEvents.dispatch({
        type: 'assignmentStartProcess',
        data: { message: 'Запущен процесс переуступки залогов', agreementId: 17 },
      }),
    );
    expect(info).toHaveBeenCalledWith('Запущен процесс переуступки залогов');
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    act(() =>
      hubEvents.dispatch({
        type: 'assignmentStartProcess',
        data: { message: 'Запущен процесс переуступки залогов', agreementId: 17 },
        error: 'Не удалось запустить процесс',
      }),
    );
    expect(error).toHaveBeenCalledWith('Не удалось запустить процесс');
  });
});
