import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  AddressListResponse,
  AddressResponse,
  CarFieldSuggestResponse,
  CarInfoSuggestionResponse,
  PartySuggestionListResponse,
  PersonNameSuggestionListResponse,
  TokenPair,
} from '@autocredit/generated/api';
import { CURRENT_YEAR } from '../domain/suggestions/car-catalogue';
import { as, signIn, testApp } from '../testing/app';

let app: FastifyInstance;
const tokens: Record<string, TokenPair> = {};

beforeAll(async () => {
  app = await testApp();
  for (const u of ['goz', 'underwriter', 'calculator', 'pledge_viewer', 'viewer']) tokens[u] = await signIn(app, u);
});
afterAll(() => app.close());

const get = (user: string, url: string) => as(app, tokens[user]!, { method: 'GET', url });
const q = (params: Record<string, string | number | boolean>) =>
  Object.entries(params)
    .map(
      ([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(v))}`,
    )
    .join('&');
const TOO_SHORT = {
  result: 'Введите не менее трех символов',
  errors: [{ propertyPath: 'query', message: 'Введите не менее трех символов' }],
};

describe('GET /api/suggest/get-fio', () => {
  it('suggests names with their gender', async () => {
    const res = await get('goz', `/api/suggest/get-fio?${q({ query: 'Иванов Ив' })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<PersonNameSuggestionListResponse>().result[0]).toEqual({
      name: 'Иван',
      patronymic: null,
      surname: 'Иванов',
      gender: 'male',
    });
  });

  it.each(['', 'Ив'])(
    'answers a query of fewer than 3 characters (%j) with the autocomplete’s message',
    async (query) => {
      const res = await get('goz', `/api/suggest/get-fio?${q({ query })}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(TOO_SHORT);
    },
  );

  it('answers no query with the same 400, and 401 without a token', async () => {
    const res = await get('goz', '/api/suggest/get-fio');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_SHORT);
    expect((await app.inject({ method: 'GET', url: '/api/suggest/get-fio?query=Иван' })).statusCode).toBe(401);
  });
});

describe('GET /api/suggest/get-address', () => {
  const addresses = async (params: Record<string, string | number | boolean>) => {
    const res = await get('goz', `/api/suggest/get-address?${q(params)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AddressListResponse>().result;
  };

  it('suggests addresses from 3 characters, and the full record with count=1', async () => {
    const found = await addresses({ query: 'Казань Баумана 1' });
    expect(found[0]!.value).toBe('Респ Татарстан, г Казань, ул Баумана, д 1');
    const [record, ...rest] = await addresses({ query: `${found[0]!.value}, кв 7`, count: 1 });
    expect(rest).toEqual([]);
    expect(record).toMatchObject({ regionId: '16', city: 'Казань', street: 'Баумана', house: '1', flat: '7' });
    expect(record!.postalCode).toMatch(/^420\d{3}$/);
    expect(record!.cityFiasId).toBeTruthy();
  });

  it('honours locations[part] (deepObject), restrict_value and the bounds', async () => {
    expect(
      (await addresses({ query: 'Тверская 7', 'locations[city]': 'Москва', restrict_value: true })).map((a) => a.value),
    ).toEqual(['ул Тверская, д 7']);
    const cities = await addresses({ query: 'Ново', 'from_bound[value]': 'city', 'to_bound[value]': 'city' });
    expect(cities.map((a) => a.value)).toEqual(['Новосибирская обл, г Новосибирск']);
  });

  it('keeps only FIAS addresses with filter-fias=true', async () => {
    const all = await addresses({ query: 'Москва Тверская', count: 1 });
    expect(all).toHaveLength(1);
    const fias = await addresses({ query: 'Москва Тверская 1', 'filter-fias': true });
    expect(fias.every((a) => a.houseFiasId !== null)).toBe(true);
  });

  it('refuses a short query, an unknown bound or location, a count out of range: 400', async () => {
    const short = await get('goz', `/api/suggest/get-address?${q({ query: 'Мо' })}`);
    expect([short.statusCode, short.json()]).toEqual([400, TOO_SHORT]);
    const cases: Record<string, string | number>[] = [
      { query: 'Москва', 'from_bound[value]': 'town' },
      { query: 'Москва', 'locations[country]': 'Россия' },
      { query: 'Москва', count: 21 },
    ];
    for (const params of cases) {
      const res = await get('goz', `/api/suggest/get-address?${q(params)}`);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/suggest/get-party', () => {
  it('finds an employer of the world by INN and organisations by name', async () => {
    const employer = app.store.world.employers[0]!;
    const res = await get('underwriter', `/api/suggest/get-party?${q({ query: employer.inn })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<PartySuggestionListResponse>().result[0]).toMatchObject({ inn: employer.inn, ogrn: employer.ogrn });
    const byName = await get('goz', `/api/suggest/get-party?${q({ query: 'Сбербанк' })}`);
    const found = byName.json<PartySuggestionListResponse>().result;
    expect(found[0]).toMatchObject({ inn: '7707083893', branchType: 'main' });
    expect(found.some((p) => p.branchType === 'branch')).toBe(true);
  });

  it('answers a short query with 400', async () => {
    const res = await get('goz', `/api/suggest/get-party?${q({ query: '77' })}`);
    expect([res.statusCode, res.json()]).toEqual([400, TOO_SHORT]);
  });
});

describe('who asks for suggestions', () => {
  it('the staff who fill forms; not the calculator-only user, whose calculator takes its car from its program', async () => {
    for (const url of [
      '/api/suggest/get-car-field-suggest',
      `/api/suggest/get-car-info?${q({ isRus: 1, new: 1 })}`,
      `/api/suggest/get-fio?${q({ query: 'Иванов Ив' })}`,
    ]) {
      expect((await get('calculator', url)).statusCode, url).toBe(403);
      expect((await get('pledge_viewer', url)).statusCode, url).toBe(200);
    }
  });
});

describe('GET /api/suggest/get-car-field-suggest and get-car-info', () => {
  it('gives the manual car fields’ choices', async () => {
    const res = await get('goz', '/api/suggest/get-car-field-suggest');
    expect(res.statusCode).toBe(200);
    expect(res.json<CarFieldSuggestResponse>().result.driveType).toEqual(['Передний', 'Задний', 'Полный']);
  });

  it('walks the cascade to the car', async () => {
    const step = async (params: Record<string, string | number>) => {
      const res = await get('goz', `/api/suggest/get-car-info?${q(params)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CarInfoSuggestionResponse>().result;
    };
    expect((await step({ isRus: 1, new: 1 })).brand).toEqual(['LADA', 'Москвич', 'УАЗ']);
    expect((await step({ isRus: 1, new: 1, brand: 'LADA' })).model).toContain('Vesta');
    const models = await step({ isRus: 1, new: 1, brand: 'LADA', model: 'Vesta' });
    const hash = models.modification[0]!.hash;
    const car = await step({ isRus: 1, new: 1, brand: 'LADA', model: 'Vesta', modification: hash, year: CURRENT_YEAR });
    expect(car.carInfo).toMatchObject({ brand: 'LADA', model: 'Vesta', condition: 'new', hash, year: CURRENT_YEAR });
    expect(car.carInfo!.marketPrice).toBeGreaterThan(0);
  });

  it('refuses values outside the contract: 400', async () => {
    for (const params of ['new=2', 'isRus=x', 'year=1800', 'filterSupportedCar=3']) {
      expect((await get('goz', `/api/suggest/get-car-info?${params}`)).statusCode, params).toBe(400);
    }
  });
});

describe('GET /api/person/{clientId}/address/get/registration', () => {
  const world = () => app.store.world;
  /** A client of a deal the user sees (or not). */
  const clientOf = (user: string, visible: boolean) => {
    const viewer = app.store.users.byUsername(user)!;
    for (let d = 0; d < world().deals.count; d++) {
      const c = world().deals.client[d]!;
      if (world().clients.regHouse[c]! > 0 && app.store.lists.visible(viewer, d) === visible)
        return world().clientId(c);
    }
    throw new Error('no such client');
  };

  it('gives the registration address of a client of a deal the user sees, with FIAS ids', async () => {
    const id = clientOf('goz', true);
    const res = await get('goz', `/api/person/${id}/address/get/registration`);
    expect(res.statusCode).toBe(200);
    const address = res.json<AddressResponse>().result!;
    expect(address.value).toMatch(/, д \d+/);
    expect(address).toMatchObject({ isManual: '0', houseType: 'д' });
    expect(address.houseFiasId).toBeTruthy();
  });

  it('answers 404 for a client of another sale point or no client, 403 for a role without the deal page', async () => {
    expect((await get('goz', `/api/person/${clientOf('goz', false)}/address/get/registration`)).statusCode).toBe(404);
    expect((await get('underwriter', '/api/person/1/address/get/registration')).statusCode).toBe(404);
    expect(
      (await get('pledge_viewer', `/api/person/${clientOf('viewer', true)}/address/get/registration`)).statusCode,
    ).toBe(403);
    expect((await get('viewer', `/api/person/${clientOf('viewer', true)}/address/get/registration`)).statusCode).toBe(
      200,
    );
  });
});
