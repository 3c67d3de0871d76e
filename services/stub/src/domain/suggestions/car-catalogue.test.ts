import { describe, expect, it } from 'vitest';
import { CAR_MODELS } from '../world/seed/catalog-cars';
import { CURRENT_YEAR, OLDEST_SUPPORTED_YEAR, catalogueSize, suggestCarInfo } from './car-catalogue';

describe('the car catalogue of get-car-info', () => {
  it('has the world’s brands, models and modifications, priced per year and condition', () => {
    expect(catalogueSize()).toMatchObject({ brands: 15, models: CAR_MODELS.length });
    expect(catalogueSize().prices).toBeGreaterThan(300);
  });

  it('offers the brands of the production, Russian or foreign', () => {
    expect(suggestCarInfo({ isRus: 1 })).toEqual({
      brand: ['LADA', 'Москвич', 'УАЗ'],
      model: [],
      modification: [],
      year: [],
      carInfo: null,
    });
    expect(suggestCarInfo({ isRus: 0 }).brand).toContain('Haval');
    expect(suggestCarInfo({ isRus: 0 }).brand).not.toContain('LADA');
  });

  it('gives a chosen level alone and the choices of the next', () => {
    expect(suggestCarInfo({ isRus: 1, new: 1, brand: 'LADA' })).toEqual({
      brand: ['LADA'],
      model: ['Granta', 'Largus', 'Niva Travel', 'Vesta'],
      modification: [],
      year: [],
      carInfo: null,
    });
    const model = suggestCarInfo({ isRus: 1, new: 1, brand: 'LADA', model: 'Vesta' });
    expect(model.year).toEqual([CURRENT_YEAR, CURRENT_YEAR - 1]);
    expect(model.modification.map((m) => m.hash)).toEqual(['car-1-0', 'car-1-1']);
  });

  it('steps back to a level whose stored value is not offered', () => {
    expect(suggestCarInfo({ isRus: 0, brand: 'LADA', model: 'Vesta' }).model).toEqual([]);
    expect(suggestCarInfo({ isRus: 0, brand: 'LADA' }).brand).toContain('Kia');
    expect(suggestCarInfo({ brand: 'LADA', model: 'Camry' }).model).toContain('Vesta');
  });

  it('gives the car once fully chosen: a new one at its list price', () => {
    const { carInfo } = suggestCarInfo({
      isRus: 1,
      new: 1,
      brand: 'LADA',
      model: 'Vesta',
      modification: 'car-1-0',
      year: CURRENT_YEAR,
    });
    expect(carInfo).toMatchObject({
      isManual: false,
      condition: 'new',
      production: 'domestic',
      brand: 'LADA',
      model: 'Vesta',
      year: CURRENT_YEAR,
      drive: 'Передний',
      fuelType: 'Бензин',
      horsepower: 106,
      transmission: 'Механическая',
      bodyType: 'Седан',
      marketPrice: CAR_MODELS[1]!.price,
      hash: 'car-1-0',
      modification: { hash: 'car-1-0', price: CAR_MODELS[1]!.price, avgPrice: null },
    });
  });

  it('prices a used car lower the older it is, with its average asking price', () => {
    const price = (year: number) =>
      suggestCarInfo({ new: 0, brand: 'Kia', model: 'Rio', modification: 'car-6-0', year }).carInfo!.modification!;
    const newer = price(CURRENT_YEAR - 2);
    const older = price(CURRENT_YEAR - 6);
    expect(older.marketPrice!).toBeLessThan(newer.marketPrice!);
    expect(newer.price).toBeNull();
    expect(newer.avgPrice!).toBeGreaterThan(newer.marketPrice!);
  });

  it('restores a car by its modification hash alone', () => {
    const { carInfo } = suggestCarInfo({ modification: 'car-21-1', new: 1, year: CURRENT_YEAR });
    expect(carInfo).toMatchObject({ brand: 'BMW', model: 'X5', drive: 'Полный', horsepower: 340 });
  });

  it('keeps the cars the lender finances: used ones up to ten years old', () => {
    const all = suggestCarInfo({ new: 0, brand: 'LADA', model: 'Granta' }).year;
    const supported = suggestCarInfo({ new: 0, brand: 'LADA', model: 'Granta', filterSupportedCar: 1 }).year;
    expect(supported.every((y) => y >= OLDEST_SUPPORTED_YEAR)).toBe(true);
    expect(supported.length).toBeLessThanOrEqual(all.length);
    expect(all).not.toContain(CURRENT_YEAR);
  });
});
