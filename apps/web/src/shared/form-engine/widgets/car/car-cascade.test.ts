import type { Car, CarInfoSuggestion } from '@autocredit/generated/api';
import { describe, expect, it, vi } from 'vitest';
import {
  clearedFrom,
  emptyCar,
  fullQuery,
  isCarIncomplete,
  missingLevels,
  optionsQuery,
  withLevel,
} from './car-cascade';
import { restoreCascade } from './car-restore';

const vesta: Car = {
  ...emptyCar(),
  production: 'domestic',
  condition: 'new',
  brand: 'LADA',
  model: 'Vesta',
  modification: { hash: 'car-1-0', name: '1.6 MT (106 л.с.)', marketPrice: 1390000, price: 1390000, avgPrice: null },
  hash: 'car-1-0',
  marketPrice: 1390000,
  year: 2026,
  drive: 'Передний',
};

describe('the car cascade', () => {
  it('asks each level’s choices with the levels chosen above it', () => {
    expect(optionsQuery(vesta, 'brand', false)).toEqual({ new: 1, isRus: 1 });
    expect(optionsQuery({ ...vesta, condition: 'uses', production: 'foreign' }, 'brand', true)).toEqual({
      new: 0,
      isRus: 0,
      filterSupportedCar: 1,
    });
    expect(optionsQuery(vesta, 'model', false)).toEqual({ new: 1, isRus: 1, brand: 'LADA' });
    expect(optionsQuery(vesta, 'modification', false)).toEqual({ new: 1, isRus: 1, brand: 'LADA', model: 'Vesta' });
    expect(optionsQuery(vesta, 'year', false)).toEqual({
      new: 1,
      isRus: 1,
      brand: 'LADA',
      model: 'Vesta',
      modification: 'car-1-0',
    });
    expect(fullQuery(vesta, false)).toMatchObject({ modification: 'car-1-0', year: 2026 });
  });

  it('asks nothing for a level whose catalogue level above is not chosen', () => {
    const noBrand = clearedFrom(vesta, 'brand');
    expect(optionsQuery(noBrand, 'brand', false)).toEqual({ new: 1, isRus: 1 });
    expect(optionsQuery(noBrand, 'model', false)).toBeNull();
    expect(optionsQuery(noBrand, 'year', false)).toBeNull();
  });

  it('clears every later level when a level changes, with the modification’s hash, price and details', () => {
    expect(withLevel(vesta, 'condition', 'uses')).toMatchObject({
      production: 'domestic',
      condition: 'uses',
      brand: null,
      model: null,
      modification: null,
      hash: null,
      marketPrice: null,
      year: null,
      drive: null,
    });
    expect(withLevel(vesta, 'model', 'Granta')).toMatchObject({ brand: 'LADA', model: 'Granta', modification: null });
    expect(withLevel(vesta, 'year', 2025)).toMatchObject({ hash: 'car-1-0', year: 2025, marketPrice: 1390000 });
  });

  it('keeps a chosen modification’s hash and market price', () => {
    const modification = { hash: 'car-1-1', name: '1.8 AT', marketPrice: 1500000, price: 1500000, avgPrice: null };
    expect(withLevel(vesta, 'modification', modification)).toMatchObject({
      modification,
      hash: 'car-1-1',
      marketPrice: 1500000,
      year: null,
    });
  });
});

const answer = (patch: Partial<CarInfoSuggestion>): CarInfoSuggestion => ({
  brand: [],
  model: [],
  modification: [],
  year: [],
  carInfo: null,
  ...patch,
});

describe('restoring the cascade from a stored car', () => {
  const catalogue = (query: Record<string, unknown>): CarInfoSuggestion => {
    if (query.year) return answer({ carInfo: { ...vesta, drive: 'Передний', horsepower: 106, marketPrice: 1400000 } });
    if (query.modification) return answer({ year: [2026, 2025] });
    if (query.model)
      return answer({
        modification: [
          { hash: 'car-1-0', name: '1.6 MT (106 л.с.)', marketPrice: 1400000 },
          { hash: 'car-1-1', name: '1.8 AT', marketPrice: 1500000 },
        ],
      });
    if (query.brand) return answer({ model: ['Granta', 'Vesta'] });
    return answer({ brand: ['LADA', 'УАЗ'] });
  };

  it('restores brand, model, modification by hash and year, with the catalogue’s details', async () => {
    const load = vi.fn(async (query) => catalogue(query));
    const stored = { ...vesta, isManual: true, modification: { hash: 'car-1-0', name: 'typed' } };
    const car = await restoreCascade(stored, true, load);
    expect(car).toMatchObject({
      isManual: false,
      brand: 'LADA',
      model: 'Vesta',
      hash: 'car-1-0',
      modification: { hash: 'car-1-0', name: '1.6 MT (106 л.с.)' },
      year: 2026,
      horsepower: 106,
      marketPrice: 1400000,
    });
    expect(load.mock.calls.map(([query]) => query)).toEqual([
      { new: 1, isRus: 1, filterSupportedCar: 1 },
      { new: 1, isRus: 1, filterSupportedCar: 1, brand: 'LADA' },
      { new: 1, isRus: 1, filterSupportedCar: 1, brand: 'LADA', model: 'Vesta' },
      { new: 1, isRus: 1, filterSupportedCar: 1, brand: 'LADA', model: 'Vesta', modification: 'car-1-0' },
      { new: 1, isRus: 1, filterSupportedCar: 1, brand: 'LADA', model: 'Vesta', modification: 'car-1-0', year: 2026 },
    ]);
  });

  it('steps back to a modification whose hash is not offered: it and the year are cleared', async () => {
    const load = vi.fn(async (query) => catalogue(query));
    const car = await restoreCascade({ ...vesta, isManual: true, hash: 'gone', modification: null }, false, load);
    expect(car).toMatchObject({
      isManual: false,
      brand: 'LADA',
      model: 'Vesta',
      modification: null,
      hash: null,
      year: null,
    });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('steps back to a model not offered, and to a year not offered', async () => {
    const load = vi.fn(async (query) => catalogue(query));
    expect(await restoreCascade({ ...vesta, model: 'Калина' }, false, load)).toMatchObject({
      brand: 'LADA',
      model: null,
      modification: null,
      year: null,
    });
    expect(await restoreCascade({ ...vesta, year: 2010 }, false, load)).toMatchObject({
      model: 'Vesta',
      hash: 'car-1-0',
      year: null,
    });
  });

  it('clears from the brand when the brand is not offered', async () => {
    const car = await restoreCascade({ ...vesta, brand: 'Haval' }, false, async (query) => catalogue(query));
    expect(car).toMatchObject({ production: 'domestic', condition: 'new', brand: null, model: null, hash: null });
  });
});

describe('what a required car lacks', () => {
  it('is every empty level in the cascade, and the typed levels by hand', () => {
    expect(missingLevels(emptyCar())).toEqual(['production', 'condition', 'brand', 'model', 'modification', 'year']);
    expect(missingLevels(vesta)).toEqual([]);
    expect(missingLevels({ ...vesta, year: null })).toEqual(['year']);
    const typed: Car = { ...emptyCar(), isManual: true, brand: 'LADA', model: 'Vesta', year: 2024 };
    expect(missingLevels(typed)).toEqual(['modification']);
    expect(missingLevels({ ...typed, modification: { hash: '', name: '1.6 MT' } })).toEqual([]);
  });

  it('makes a null or partial value incomplete, a whole car complete', () => {
    expect(isCarIncomplete(null)).toBe(true);
    expect(isCarIncomplete({ brand: 'LADA' })).toBe(true);
    expect(isCarIncomplete(vesta)).toBe(false);
  });
});
