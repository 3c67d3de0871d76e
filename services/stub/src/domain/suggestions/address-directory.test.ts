import { describe, expect, it } from 'vitest';
import { directorySize, suggestAddresses } from './address-directory';

const values = (query: string, options: Omit<Parameters<typeof suggestAddresses>[0], 'query'> = {}) =>
  suggestAddresses({ query, ...options }).map((a) => a.value);

describe('the address directory', () => {
  it('holds the regions, cities, streets and houses of the world and their own', () => {
    const size = directorySize();
    expect(size.regions).toBe(15);
    expect(size.cities).toBe(21);
    expect(size.settlements).toBe(9);
    expect(size.streets).toBeGreaterThan(650);
    expect(size.houses).toBeGreaterThan(40_000);
  });

  it.each([
    ['Москва Тверская 7', 'г Москва, ул Тверская, д 7'],
    ['Питер Невский', undefined],
    ['Санкт-Петербург Невский 28', 'г Санкт-Петербург, пр-кт Невский, д 28'],
    ['Казань Баумана 12', 'Респ Татарстан, г Казань, ул Баумана, д 12'],
    ['Новосибирск Красный 5', 'Новосибирская обл, г Новосибирск, пр-кт Красный, д 5'],
    ['Екатеринбург Малышева 3', 'Свердловская обл, г Екатеринбург, ул Малышева, д 3'],
    ['Нижний Новгород Большая Покровская 10', 'Нижегородская обл, г Нижний Новгород, ул Большая Покровская, д 10'],
    ['самара ленинградская 1', 'Самарская обл, г Самара, ул Ленинградская, д 1'],
  ])('finds %s', (query, first) => {
    expect(values(query)[0]).toBe(first);
  });

  it('reads a chosen value back as its full record, the flat too (count=1)', () => {
    const [a, ...rest] = suggestAddresses({ query: 'г Москва, ул Тверская, д 7, кв 15', count: 1 });
    expect(rest).toEqual([]);
    expect(a).toMatchObject({
      value: 'г Москва, ул Тверская, д 7, кв 15',
      isManual: '0',
      regionId: '77',
      region: 'Москва',
      city: 'Москва',
      street: 'Тверская',
      streetType: 'ул',
      streetTypeFull: 'улица',
      house: '7',
      houseType: 'д',
      flat: '15',
      flatType: 'кв',
      flatTypeFull: 'квартира',
    });
    expect(a!.postalCode).toMatch(/^\d{6}$/);
    expect(a!.houseFiasId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(suggestAddresses({ query: a!.value, count: 1 })).toEqual([a]);
  });

  it('tells the street type apart: ул Ленина and пр-кт Ленина', () => {
    expect(values('Москва пр-кт Ленина 5', { count: 3 })).toEqual(['г Москва, пр-кт Ленина, д 5']);
    expect(values('Москва ул Ленина 5', { count: 3 })).toEqual(['г Москва, ул Ленина, д 5']);
  });

  it('suggests places before their streets, regions of several cities too', () => {
    expect(values('Самар')).toEqual([
      'Самарская обл',
      'Самарская обл, г Самара',
      'Самарская обл, г Тольятти',
      'Самарская обл, Волжский р-н, пгт Смышляевка',
    ]);
  });

  it('holds settlements of districts: area and settlement parts, no city, the settlement’s postal code', () => {
    const [a] = suggestAddresses({ query: 'Краснообск Центральная 3, кв 4', count: 1 });
    expect(a).toMatchObject({
      value: 'Новосибирская обл, Новосибирский р-н, рп Краснообск, ул Центральная, д 3, кв 4',
      regionId: '54',
      area: 'Новосибирский',
      areaType: 'р-н',
      areaTypeFull: 'район',
      settlement: 'Краснообск',
      settlementType: 'рп',
      settlementTypeFull: 'рабочий поселок',
      city: null,
      cityFiasId: null,
      postalCode: '630501',
    });
    expect(suggestAddresses({ query: a!.value, count: 1 })).toEqual([a]);
    expect(values('городской поселок Янино')).toEqual(['Ленинградская обл, Всеволожский р-н, гп Янино-1']);
  });

  it('restricts to an area or a settlement; a settlement is no city', () => {
    expect(values('Школьная 2', { locations: { area: 'Одинцовский' } })).toEqual([
      'Московская обл, Одинцовский р-н, дп Лесной Городок, ул Школьная, д 2',
    ]);
    expect(values('Центральная 3', { locations: { settlement: 'Усады' } })).toEqual([
      'Респ Татарстан, Лаишевский р-н, с Усады, ул Центральная, д 3',
    ]);
    expect(values('Путил', { fromBound: 'city', toBound: 'city' })).toEqual([]);
    expect(values('Путил', { fromBound: 'city', toBound: 'settlement' })).toEqual([
      'Московская обл, Красногорский р-н, д Путилково',
    ]);
  });

  it('keeps the parts between the bounds', () => {
    expect(values('Моск', { fromBound: 'city', toBound: 'city' })).toEqual([
      'г Москва',
      'Московская обл, г Химки',
      'Московская обл, г Балашиха',
      'Московская обл, г Подольск',
    ]);
    expect(values('Москва Тверская 7', { toBound: 'street' })).toEqual(['г Москва, ул Тверская']);
    expect(values('Москва Тверская', { fromBound: 'house' })).toEqual([]);
  });

  it('honours the locations, by name or region code, and restrict_value', () => {
    const inKazan = values('Пушкина', { locations: { city: 'Казань' }, count: 20 });
    expect(inKazan).toEqual(['Респ Татарстан, г Казань, ул Пушкина']);
    expect(values('Ленина 1', { locations: { region: '66' } })).toEqual([
      'Свердловская обл, г Екатеринбург, ул Ленина, д 1',
      'Свердловская обл, г Екатеринбург, пр-кт Ленина, д 1',
    ]);
    expect(values('Тверская 7', { locations: { city: 'Москва' }, restrictValue: true })).toEqual(['ул Тверская, д 7']);
  });

  it('gives new houses without a FIAS record, left out by filter-fias; some records are not current (99)', () => {
    const all = Array.from(
      { length: 200 },
      (_, h) => suggestAddresses({ query: `Москва Тверская ${h + 1}`, count: 1 })[0],
    );
    const found = all.filter((a) => a !== undefined);
    const fresh = found.filter((a) => a.houseFiasId === null);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((a) => a.fiasActualityState === null)).toBe(true);
    expect(found.some((a) => a.fiasActualityState === '99')).toBe(true);
    for (const a of fresh) expect(suggestAddresses({ query: a.value, filterFias: true })).toEqual([]);
    expect(suggestAddresses({ query: 'Москва Тверская 9999' })).toEqual([]);
  });

  it('is deterministic: the same record every time', () => {
    expect(suggestAddresses({ query: 'Казань Баумана 5' })).toEqual(suggestAddresses({ query: 'Казань Баумана 5' }));
  });
});
