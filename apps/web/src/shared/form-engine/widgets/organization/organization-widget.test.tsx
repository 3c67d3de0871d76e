import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Employer } from '@autocredit/generated/api';
import { configureApi } from '@/shared/api/client';
import { mountWidget, testEnv } from '../../testing/mount-widget';
import { employerOf } from './employer-value';
import { OrganizationWidget } from './organization-widget';
import { SBER } from './party-fixture';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const BRANCH = { ...SBER, kpp: '027843001', branchType: 'branch', address: { value: 'г Уфа, ул Ленина, д 1' } };

let calls: URL[] = [];

beforeEach(() => {
  calls = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    calls.push(url);
    if (url.pathname === '/api/suggest/get-party') return json({ result: [SBER, BRANCH] });
    if (url.pathname === '/api/autocredit/list') return json({ result: { deals: [], count: 0 } });
    return json({ result: 'Не найдено' }, 404);
  });
  configureApi({ apiBaseUrl: 'http://api.test', mercureHubUrl: '' }, { fetch: fetchMock as typeof fetch });
});

function renderOrganization(underwriter: boolean, initial: Employer | null = null) {
  return mountWidget(OrganizationWidget, { type: 'organization', label: 'Работодатель' }, initial, {
    env: testEnv({ dealId: 100245, underwriter }),
    id: 'employer',
    name: 'work.employer',
    label: false,
  });
}

describe('the organization field', () => {
  it('lists the organisations with name, INN, KPP, address, head or branch', async () => {
    renderOrganization(false);
    await userEvent.type(screen.getByRole('combobox'), 'Сбер');
    const [head, branch] = await screen.findAllByRole('option', { hidden: true });
    expect(head!.textContent).toContain('Публичное акционерное общество «Сбербанк России»');
    expect(head!.textContent).toContain('ИНН 7707083893');
    expect(head!.textContent).toContain('КПП 773601001');
    expect(head!.textContent).toContain('г Москва, ул Вавилова, д 19');
    expect(head!.textContent).toContain('Головная организация');
    expect(branch!.textContent).toContain('Филиал');
    expect(calls[0]!.searchParams.get('query')).toBe('Сбер');
  });

  it('picking one sets the Employer value and shows it', async () => {
    const onChange = renderOrganization(false);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await userEvent.type(input, 'Сбер');
    const [head] = await screen.findAllByRole('option', { hidden: true });
    await userEvent.click(head!);
    expect(onChange).toHaveBeenLastCalledWith(employerOf(SBER));
    await waitFor(() => expect(input.value).toBe('Публичное акционерное общество «Сбербанк России», ИНН 7707083893'));
  });

  it('clearing the text clears the value', async () => {
    const onChange = renderOrganization(false, employerOf(SBER));
    await userEvent.clear(screen.getByRole('combobox'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("shows neither the details, the registry link nor 'Поиск по ИНН' to others than underwriters", () => {
    renderOrganization(false, employerOf(SBER));
    expect(screen.queryByText('ОГРН')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Поиск по ИНН' })).toBeNull();
  });

  it('shows underwriters the details and the registry link by OGRN in a new tab', () => {
    renderOrganization(true, employerOf(SBER));
    expect(screen.getByText('ОГРН').nextSibling?.textContent).toBe('1027700132195');
    expect(screen.getByText('ОКВЭД').nextSibling?.textContent).toBe('64.19');
    expect(screen.getByText('Статус').nextSibling?.textContent).toBe('ACTIVE');
    expect(screen.getByText('Дата регистрации').nextSibling?.textContent).toBe('20.06.1991');
    expect(screen.getByText('Юридический адрес').nextSibling?.textContent).toBe('г Москва, ул Вавилова, д 19');
    const link = screen.getByRole('link', { name: /ЕГРЮЛ/ });
    expect(link.getAttribute('href')).toBe('https://egrul.nalog.ru/index.html?query=1027700132195');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("'Поиск по ИНН' opens the drawer and searches by INN and address, without this deal, 15 per page", async () => {
    renderOrganization(true, employerOf(SBER));
    await userEvent.click(screen.getByRole('button', { name: 'Поиск по ИНН' }));
    const drawer = await screen.findByRole('complementary');
    expect(within(drawer).getByText('Поиск по ИНН')).toBeTruthy();
    expect(await within(drawer).findByText('Нет данных')).toBeTruthy();
    const search = calls.find((url) => url.pathname === '/api/autocredit/list')!;
    expect(search.searchParams.get('inn')).toBe('7707083893');
    expect(JSON.parse(search.searchParams.get('address')!)).toEqual(SBER.address);
    expect(search.searchParams.get('excludeDealId')).toBe('100245');
    expect(search.searchParams.get('per_page')).toBe('15');
  });
});
