import type { Car, CarFieldSuggest, CarInfoSuggestion, CarModification } from '@autocredit/generated/api';
import { CAR_MODELS, type CarModel } from '../world/seed/catalog-cars';
import { carHash } from '../world/form-source-catalog';
import { mix } from '../world/seed/prng';
import { WORLD_NOW } from '../world/time';

/**
 * The car catalogue of `get-car-info` (002 §4 'car cascade', §7): the world's brands, models and modifications (the
 * same hashes as the deals' cars, so that a chosen car is one the forms accept), the years each is offered in, new
 * (this year and the last) or used (from the model's first year to the last), and the market price ('Стоимость
 * Автостат') of each modification in each year and condition: a new car's list price, a used one's less 9% a year,
 * with the average asking price. `filterSupportedCar` keeps the cars the lender finances: used ones up to ten years old.
 */

export const CURRENT_YEAR = new Date(WORLD_NOW).getUTCFullYear();
/** The oldest year of a used car the lender finances. */
export const OLDEST_SUPPORTED_YEAR = CURRENT_YEAR - 10;

export const CAR_FIELD_CHOICES: CarFieldSuggest = {
  driveType: ['Передний', 'Задний', 'Полный'],
  engineFuelType: ['Бензин', 'Дизель', 'Гибрид', 'Электро', 'Газ/бензин'],
  transmissionType: ['Механическая', 'Автоматическая', 'Роботизированная', 'Вариатор'],
  bodyType: ['Седан', 'Хэтчбек', 'Универсал', 'Лифтбек', 'Внедорожник', 'Кроссовер', 'Минивэн', 'Купе', 'Пикап'],
};

const BODY: Readonly<Record<string, string>> = {
  Granta: 'Седан',
  Vesta: 'Седан',
  'Niva Travel': 'Внедорожник',
  Largus: 'Универсал',
  Патриот: 'Внедорожник',
  '3': 'Кроссовер',
  Rio: 'Седан',
  Sportage: 'Кроссовер',
  Solaris: 'Седан',
  Creta: 'Кроссовер',
  Camry: 'Седан',
  RAV4: 'Кроссовер',
  Polo: 'Лифтбек',
  Tiguan: 'Кроссовер',
  Octavia: 'Лифтбек',
  Duster: 'Кроссовер',
  'Tiggo 7 Pro Max': 'Кроссовер',
  Jolion: 'Кроссовер',
  F7: 'Кроссовер',
  Coolray: 'Кроссовер',
  Monjaro: 'Кроссовер',
  X5: 'Внедорожник',
  'E-Класс': 'Седан',
  A6: 'Седан',
};
const ALL_WHEEL = /xDrive|quattro|4MATIC/;
const ALL_WHEEL_MODELS = new Set(['Niva Travel', 'Патриот', 'X5']);
const REAR_WHEEL_MODELS = new Set(['E-Класс']);

export interface CarQuery {
  isRus?: 0 | 1;
  new?: 0 | 1;
  brand?: string;
  model?: string;
  year?: number;
  modification?: string;
  filterSupportedCar?: 0 | 1;
}

/** The years a model is offered in: new this year and the last, used from its first year to the last. */
function yearsOf(m: number, condition: 0 | 1 | undefined, supported: boolean): number[] {
  const first = CURRENT_YEAR - 6 - (mix(m, 11) % 10);
  const years: number[] = [];
  for (let y = CURRENT_YEAR; y >= first; y--) {
    const isNew = y >= CURRENT_YEAR - 1;
    if (condition === 1 && !isNew) continue;
    if (condition === 0 && y === CURRENT_YEAR) continue;
    if (supported && y < OLDEST_SUPPORTED_YEAR) continue;
    years.push(y);
  }
  return years;
}

const round = (value: number) => Math.round(value / 1000) * 1000;

/** A modification of a model priced for a year and condition (new: the list price; used: the market and average). */
function priced(m: number, k: number, year: number, isNew: boolean): CarModification {
  const car = CAR_MODELS[m]!;
  const list = car.price * (1 + 0.12 * k);
  if (isNew) {
    const price = round(list * (year < CURRENT_YEAR ? 0.96 : 1));
    return { hash: carHash(m, k), name: car.modifications[k]!, marketPrice: price, price, avgPrice: null };
  }
  const age = Math.max(1, CURRENT_YEAR - year);
  const market = round(list * 0.91 ** age * (0.97 + (mix(m, k, year) % 7) / 100));
  return {
    hash: carHash(m, k),
    name: car.modifications[k]!,
    marketPrice: market,
    price: null,
    avgPrice: round(market * (1.03 + (mix(m, k, year, 1) % 5) / 100)),
  };
}

/** The drive, fuel, power, gearbox and body of a modification, read from its name (`1.6 MT (106 л.с.)`). */
function specOf(car: CarModel, name: string) {
  const transmission = /\bMT\b/.test(name)
    ? 'Механическая'
    : /CVT/.test(name)
      ? 'Вариатор'
      : /DCT|DSG/.test(name)
        ? 'Роботизированная'
        : 'Автоматическая';
  const drive =
    ALL_WHEEL.test(name) || ALL_WHEEL_MODELS.has(car.model)
      ? 'Полный'
      : REAR_WHEEL_MODELS.has(car.model)
        ? 'Задний'
        : 'Передний';
  return {
    drive,
    fuelType: /\d+d\b/.test(name) ? 'Дизель' : 'Бензин',
    horsepower: Number(/\((\d+) л\.с\.\)/.exec(name)?.[1] ?? 0) || null,
    transmission,
    bodyType: BODY[car.model] ?? 'Седан',
  };
}

/** Latin names before Cyrillic ones, as the catalogue lists them. */
const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The model and modification of a catalogue hash (`car-<model>-<modification>`). */
function byHash(hash: string | undefined): { m: number; k: number } | undefined {
  const match = /^car-(\d+)-(\d+)$/.exec(hash ?? '');
  if (!match) return undefined;
  const m = Number(match[1]);
  const k = Number(match[2]);
  return CAR_MODELS[m]?.modifications[k] !== undefined ? { m, k } : undefined;
}

/**
 * One step of the cascade: a chosen level that is valid is given alone, the first level not chosen (or chosen
 * wrongly: the cascade steps back to it) with its choices, the levels past it empty; `carInfo` once brand, model,
 * modification and year are all valid. A modification hash alone tells its brand and model.
 */
export function suggestCarInfo(q: CarQuery): CarInfoSuggestion {
  const supported = q.filterSupportedCar === 1;
  const fromHash = byHash(q.modification);
  const brand = q.brand ?? (fromHash && CAR_MODELS[fromHash.m]!.brand);
  const model = q.model ?? (fromHash && CAR_MODELS[fromHash.m]!.model);
  const offered = CAR_MODELS.map((car, m) => ({ car, m })).filter(
    ({ car, m }) =>
      (q.isRus === undefined || (car.production === 'domestic') === (q.isRus === 1)) &&
      yearsOf(m, q.new, supported).length > 0,
  );
  const empty: CarInfoSuggestion = { brand: [], model: [], modification: [], year: [], carInfo: null };
  const brands = sorted(offered.map(({ car }) => car.brand));
  if (brand === undefined || !brands.includes(brand)) return { ...empty, brand: brands };
  const ofBrand = offered.filter(({ car }) => car.brand === brand);
  const models = sorted(ofBrand.map(({ car }) => car.model));
  if (model === undefined || !models.includes(model)) return { ...empty, brand: [brand], model: models };
  const m = ofBrand.find(({ car }) => car.model === model)!.m;
  const car = CAR_MODELS[m]!;
  const years = yearsOf(m, q.new, supported);
  const yearOk = q.year !== undefined && years.includes(q.year);
  const year = yearOk ? q.year! : years[0]!;
  const isNew = q.new !== undefined ? q.new === 1 : year === CURRENT_YEAR;
  const modifications = car.modifications.map((_, k) => priced(m, k, year, isNew));
  const chosen = fromHash && fromHash.m === m ? modifications[fromHash.k] : undefined;
  const result: CarInfoSuggestion = {
    brand: [brand],
    model: [model],
    modification: chosen ? [chosen] : modifications,
    year: yearOk ? [year] : years,
    carInfo: null,
  };
  if (chosen && yearOk) {
    result.carInfo = {
      isManual: false,
      condition: q.new === undefined ? null : q.new === 1 ? 'new' : 'uses',
      production: car.production,
      brand,
      model,
      modification: { ...chosen },
      year,
      ...specOf(car, chosen.name),
      marketPrice: chosen.marketPrice ?? null,
      hash: chosen.hash,
    } satisfies Car;
  }
  return result;
}

/** How many brands, models, modifications and priced (modification, year, condition) entries the catalogue has. */
export function catalogueSize() {
  let prices = 0;
  CAR_MODELS.forEach((car, m) => {
    prices += car.modifications.length * (yearsOf(m, 1, false).length + yearsOf(m, 0, false).length);
  });
  return {
    brands: new Set(CAR_MODELS.map((c) => c.brand)).size,
    models: CAR_MODELS.length,
    modifications: CAR_MODELS.reduce((n, c) => n + c.modifications.length, 0),
    prices,
  };
}
