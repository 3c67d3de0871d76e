import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DealListItem } from '@autocredit/generated/api';
import { configureApi } from '@/shared/api/client';
import { EmployerSearchDrawer } from './employer-search-drawer';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const deal = (id: number): DealListItem =>
  ({
    id,
    createdAt: '2026-10-02T14:30:00',
    status: 'В работе',
    statusCode: 'underwriting',
    partner: { id: 1, specialName: 'Рольф' },
    client: {
      id: id + 1,
      name: `Иванов Иван ${id}`,
      employer: {
        organizationAddressLegal: 'г Москва, ул Вавилова, д 19',
        organizationAddressActual: 'г Москва, ул Тверская, д 1',
      },
    },
  }) as DealListItem;

function answer(count: number, deals: DealListItem[]) {
  const fetchMock = vi.fn(async () => json({ result: { deals, count } }));
  configureApi({ apiBaseUrl: 'http://api.test', mercureHubUrl: '' }, { fetch: fetchMock as typeof fetch });
}

function open() {
  const onHide = vi.fn();
  render(<EmployerSearchDrawer search={{ inn: '7707083893', excludeDealId: 100245 }} onHide={onHide} />);
  return onHide;
}

describe("the drawer 'Поиск по ИНН'", () => {
  beforeEach(() => answer(0, []));

  it("above 15 matches says 'Найдено более 15 совпадений' with a link to the deal list by the INN", async () => {
    answer(
      16,
      Array.from({ length: 15 }, (_, i) => deal(100 + i)),
    );
    open();
    expect(await screen.findByText(/Найдено более 15 совпадений/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти к списку заявок' }).getAttribute('href')).toBe(
      '/deal?inn=7707083893',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('with 15 matches lists them: number, date dd.MM.yyyy, client, employer addresses', async () => {
    answer(15, [deal(100198)]);
    open();
    const table = await screen.findByRole('table');
    expect(screen.queryByText(/Найдено более 15 совпадений/)).toBeNull();
    const row = within(table).getByText('100198').closest('tr')!;
    expect(row.textContent).toContain('02.10.2026');
    expect(row.textContent).toContain('Иванов Иван 100198');
    expect(row.textContent).toContain('г Москва, ул Вавилова, д 19; г Москва, ул Тверская, д 1');
  });

  it('a row opens the deal in a new tab', async () => {
    const openTab = vi.spyOn(window, 'open').mockReturnValue(null);
    answer(1, [deal(100198)]);
    open();
    await userEvent.click(await screen.findByText('Иванов Иван 100198'));
    expect(openTab).toHaveBeenCalledWith('/deal/100198', '_blank', 'noopener');
    const link = screen.getByRole('link', { name: '100198' });
    expect(link.getAttribute('href')).toBe('/deal/100198');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("says 'Нет данных' when nothing matches", async () => {
    open();
    expect(await screen.findByText('Нет данных')).toBeTruthy();
  });

  it('closes with Escape', async () => {
    answer(1, [deal(100198)]);
    const onHide = open();
    await screen.findByRole('table');
    await userEvent.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalled();
  });
});

describe("the drawer 'Поиск по ИНН' when the search fails", () => {
  it('says what went wrong', async () => {
    const fetchMock = vi.fn(async () => json({}, 400));
    configureApi(
      { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
      { fetch: fetchMock as typeof fetch, toaster: { show: () => {} } },
    );
    open();
    expect(await screen.findByText('Что-то пошло не так')).toBeTruthy();
  });
});
