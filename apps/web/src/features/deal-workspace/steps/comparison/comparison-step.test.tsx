import type {
  DealComparisonGroup,
  DealSearchResult,
  GetDealComparisonEvent,
  Privilege,
  Role,
} from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer, type FakeCall } from '@/shared/api/testing/fake-api';
import { hubEvents } from '@/shared/events';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { ComparisonStep } from './comparison-step';

const DEAL = 100245;
type Person = 'client' | 'spouse' | 'thirdFace';
const HASHES: Record<Person, string> = {
  client: '9c1f4e2a7b3d5c6e8f0a1b2c3d4e5f60',
  spouse: '1a2b3c4d5e6f708192a3b4c5d6e7f809',
  thirdFace: 'aa00bb11cc22dd33ee44ff5566778899',
};
const START = (person: string) => `GET /api/autocredit/list/deals-with-reuse-characteristics/${DEAL}/${person}`;

const deal = (id: number, day: number, clientName = 'Иванов Иван Иванович'): DealSearchResult => ({
  id,
  createdAt: `2026-10-${String(day).padStart(2, '0')}T12:30:00+03:00`,
  clientName,
  clientId: 52011,
});
const group = (filterTitle: string, rest: Partial<DealComparisonGroup> = {}): DealComparisonGroup => ({
  filterTitle,
  filterCharacteristics: null,
  error: null,
  count: 0,
  deals: [],
  listQuery: null,
  ...rest,
});

const PASSPORT = group('Паспорт клиента', {
  filterCharacteristics: '4510 123456',
  count: 2,
  deals: [deal(100198, 2), deal(100017, 1, 'Петрова Анна Сергеевна')],
  listQuery: { passportSeries: '4510', passportNumber: '123456', excludeDealId: String(DEAL) },
});
const LICENCE = group('Водительское удостоверение клиента', { error: 'Данные не указаны в заявке' });
const PHONE = group('Телефон клиента', { filterCharacteristics: '+79161234567' });
const INN = group('ИНН работодателя клиента', {
  filterCharacteristics: '7707083893',
  count: 23,
  deals: Array.from({ length: 15 }, (_, i) => deal(100300 - i, 20 - i)),
  listQuery: { inn: '7707083893', excludeDealId: String(DEAL) },
});
const VIN = group('VIN', {
  filterCharacteristics: 'XTA210990Y2765432',
  count: 16,
  deals: Array.from({ length: 15 }, (_, i) => deal(100400 - i, 20 - i)),
});

const event = (
  person: Person,
  groups: DealComparisonGroup[],
  rest: Partial<{ hash: string; error: string | null }> = {},
): GetDealComparisonEvent => ({
  type: 'getDealComparison',
  data: { hash: rest.hash ?? HASHES[person], case: person, dealId: DEAL, groups },
  error: rest.error ?? null,
});
const dispatch = (e: GetDealComparisonEvent) => act(() => hubEvents.dispatch(e));

beforeEach(() => sessionStore.setTokens('at', 'rt'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(
  options: {
    roles?: Role[];
    privileges?: Privilege[];
    starts?: Partial<Record<Person, FakeAnswer | ((call: FakeCall) => FakeAnswer)>>;
  } = {},
) {
  const { roles = ['ROLE_UNDERWRITER'], privileges = ['deal-view-info'] } = options;
  const started = (person: Person) => options.starts?.[person] ?? answer({ result: { hash: HASHES[person] } });
  const api = fakeApi({
    'GET /api/user/': answer({
      result: { id: 6, username: 'underwriter', fio: 'Смирнова Ольга Викторовна', roles, allPrivileges: privileges },
    }),
    [START('client')]: started('client'),
    [START('spouse')]: started('spouse'),
    [START('thirdFace')]: started('thirdFace'),
  });
  const warn = vi.spyOn(toast, 'warn').mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ComparisonStep dealId={DEAL} />
    </QueryClientProvider>,
  );
  const startedAll = () =>
    waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(
        expect.arrayContaining([START('client'), START('spouse'), START('thirdFace')]),
      ),
    );
  return { ...api, warn, startedAll };
}

const section = (name: string) => screen.getByRole('region', { name });
const WAITING = 'Сравнение сделок, пожалуйста подождите';

describe('the comparison step (reuseCharacteristics)', () => {
  it('asks for the comparison of the client, the spouse and the third person, and waits for their events', async () => {
    const { startedAll, calls } = setup();
    await startedAll();
    for (const name of ['Клиент', 'Супруг(а)', 'Третье лицо']) {
      expect(within(section(name)).getByRole('status').textContent).toContain(WAITING);
      expect(section(name).getAttribute('aria-busy')).toBe('true');
    }
    expect(calls.filter((c) => c.path.includes('deals-with-reuse-characteristics'))).toHaveLength(3);
    // Another comparison's event (another hash, or the same hash for another case) changes nothing.
    dispatch(event('client', [PASSPORT], { hash: 'ffffffffffffffffffffffffffffffff' }));
    dispatch(event('spouse', [PASSPORT], { hash: HASHES.client }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(section('Клиент')).getByRole('status').textContent).toContain(WAITING);
    expect(screen.queryByText('Паспорт клиента')).toBeNull();
  });

  it("shows each group's title and value and its deals: a link to the deal in a new tab, the date, the owner", async () => {
    const { startedAll } = setup();
    await startedAll();
    dispatch(event('client', [PASSPORT, LICENCE, PHONE]));
    const passport = await screen.findByRole('region', { name: 'Паспорт клиента' });
    expect(within(section('Клиент')).queryByRole('status')).toBeNull();
    expect(within(passport).getByText('4510 123456')).toBeTruthy();
    const rows = within(passport).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['100198', '02.10.2026', 'Иванов Иван Иванович'],
      ['100017', '01.10.2026', 'Петрова Анна Сергеевна'],
    ]);
    const link = within(rows[0]!).getByRole('link', { name: '100198' });
    expect(link.getAttribute('href')).toBe('/deal/100198');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(passport).queryByText('Найдено более 15 совпадений')).toBeNull();
    // A group without deals, and the failure of a group's search.
    expect(within(section('Телефон клиента')).getByText('Сделки не найдены')).toBeTruthy();
    expect(within(section('Телефон клиента')).getByText('+79161234567')).toBeTruthy();
    const licence = section('Водительское удостоверение клиента');
    expect(within(licence).getByRole('alert').textContent).toBe('Данные не указаны в заявке');
    expect(within(licence).queryByText('Сделки не найдены')).toBeNull();
    // The other persons still wait.
    expect(within(section('Супруг(а)')).getByRole('status')).toBeTruthy();
  });

  it("says 'Найдено более 15 совпадений' above the first 15, with the link to the deal list filtered (new tab)", async () => {
    const { startedAll } = setup();
    await startedAll();
    dispatch(event('client', [INN, VIN]));
    const inn = await screen.findByRole('region', { name: 'ИНН работодателя клиента' });
    expect(within(inn).getByText('Найдено более 15 совпадений')).toBeTruthy();
    expect(within(inn).getAllByRole('row')).toHaveLength(16);
    const full = within(inn).getByRole('link', { name: 'Открыть полный список' });
    expect(full.getAttribute('href')).toBe(`/deal?inn=7707083893&excludeDealId=${DEAL}`);
    expect(full.getAttribute('target')).toBe('_blank');
    // The deal list cannot filter by the VIN: the message without the link.
    const vin = section('VIN');
    expect(within(vin).getByText('Найдено более 15 совпадений')).toBeTruthy();
    expect(within(vin).queryByRole('link', { name: 'Открыть полный список' })).toBeNull();
  });

  it('keeps an event that comes before the start call answers until its hash is known', async () => {
    const { startedAll } = setup({
      starts: {
        client: () => {
          hubEvents.dispatch(event('client', [PASSPORT]));
          return answer({ result: { hash: HASHES.client } });
        },
      },
    });
    await startedAll();
    expect(await screen.findByRole('region', { name: 'Паспорт клиента' })).toBeTruthy();
  });

  it("shows the server's message of a start that fails (a person the deal does not have) and of a failed comparison", async () => {
    const { startedAll } = setup({
      starts: { spouse: answer({ result: 'Лицо не указано в заявке' }, 404) },
    });
    await startedAll();
    await waitFor(() =>
      expect(within(section('Супруг(а)')).getByRole('alert').textContent).toBe('Лицо не указано в заявке'),
    );
    dispatch(event('thirdFace', [], { error: 'Сервис сравнения сделок не ответил' }));
    await waitFor(() =>
      expect(within(section('Третье лицо')).getByRole('alert').textContent).toBe('Сервис сравнения сделок не ответил'),
    );
    expect(within(section('Клиент')).getByRole('status')).toBeTruthy();
  });

  it("says 'Нет данных' (and warns, 8 s) when a comparison has no groups", async () => {
    const { startedAll, warn } = setup();
    await startedAll();
    dispatch(event('thirdFace', []));
    await waitFor(() => expect(within(section('Третье лицо')).getByText('Нет данных')).toBeTruthy());
    expect(warn).toHaveBeenCalledWith('Нет данных');
  });

  it('gives plain numbers without deal-view-info, and no full-list link to whoever has no deal list', async () => {
    const { startedAll, calls } = setup({ roles: ['ROLE_ADMIN'], privileges: [] });
    await startedAll();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user/')).toBe(true));
    dispatch(event('client', [PASSPORT, INN]));
    const passport = await screen.findByRole('region', { name: 'Паспорт клиента' });
    await waitFor(() => expect(within(passport).queryByRole('link')).toBeNull());
    expect(within(passport).getByText('100198')).toBeTruthy();
    const inn = section('ИНН работодателя клиента');
    expect(within(inn).getByText('Найдено более 15 совпадений')).toBeTruthy();
    expect(within(inn).queryByRole('link', { name: 'Открыть полный список' })).toBeNull();
  });
});
