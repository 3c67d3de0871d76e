import type { Car, CarModification } from '@autocredit/generated/api';
import type { CarInfoQuery } from './car-api';

/** The levels of the car selection cascade, in order (002 §4). */
export const CAR_LEVELS = ['production', 'condition', 'brand', 'model', 'modification', 'year'] as const;
export type CarLevel = (typeof CAR_LEVELS)[number];
/** The levels whose choices come from the car catalogue. */
export type CatalogueLevel = Exclude<CarLevel, 'production' | 'condition'>;

/** What a level is set to: a code, a name, a modification or a year. */
export type CarLevelValue = string | number | CarModification | null;

/** A car with nothing chosen, in the automatic mode. */
export const emptyCar = (): Car => ({
  isManual: false,
  condition: null,
  production: null,
  brand: null,
  model: null,
  modification: null,
  year: null,
  drive: null,
  fuelType: null,
  horsepower: null,
  transmission: null,
  bodyType: null,
  marketPrice: null,
  hash: null,
});

/** The field's value as a car (null or a partial object is filled with empty levels). */
export const carOf = (value: Car | null | undefined): Car => ({ ...emptyCar(), ...(value ?? {}) });

/** The hash of a car's modification (the modification's own, else the car's). */
export const hashOf = (car: Car): string | null => car.modification?.hash || car.hash || null;

/** Whether a level of the car is chosen. */
export function isChosen(car: Car, level: CarLevel): boolean {
  if (level === 'modification') return hashOf(car) !== null;
  const value = car[level];
  return value !== null && value !== undefined && value !== '';
}

/** The levels typed in the manual mode that a required car needs (the rest are details). */
const MANUAL_LEVELS = ['brand', 'model', 'modification', 'year'] as const satisfies readonly CarLevel[];

/**
 * The levels a required car still lacks: in the cascade every level; typed by hand the brand, the model, the
 * modification (its name) and the year.
 */
export function missingLevels(car: Car): CarLevel[] {
  if (!car.isManual) return CAR_LEVELS.filter((level) => !isChosen(car, level));
  return MANUAL_LEVELS.filter((level) => (level === 'modification' ? !car.modification?.name : !isChosen(car, level)));
}

/** Whether a car field's value lacks a level: what a required car field is checked for before a save. */
export const isCarIncomplete = (value: unknown): boolean => missingLevels(carOf(value as Car | null)).length > 0;

/** The fields filled from the chosen modification: cleared with it. */
const MODIFICATION_DETAILS = {
  modification: null,
  hash: null,
  marketPrice: null,
  drive: null,
  fuelType: null,
  horsepower: null,
  transmission: null,
  bodyType: null,
} satisfies Partial<Car>;

/** The car with `level` and every later level cleared (with the modification its hash, price and details). */
export function clearedFrom(car: Car, level: CarLevel): Car {
  const from = CAR_LEVELS.indexOf(level);
  const next: Car = { ...car };
  for (const later of CAR_LEVELS.slice(from)) {
    if (later === 'modification') Object.assign(next, MODIFICATION_DETAILS);
    else next[later] = null;
  }
  return next;
}

/** The car with a level set to a new value: the later levels are cleared; a modification brings its hash and price. */
export function withLevel(car: Car, level: CarLevel, value: CarLevelValue): Car {
  const next = clearedFrom(car, level);
  if (value === null) return next;
  switch (level) {
    case 'production':
      return { ...next, production: value as Car['production'] };
    case 'condition':
      return { ...next, condition: value as Car['condition'] };
    case 'brand':
    case 'model':
      return { ...next, [level]: String(value) };
    case 'year':
      return { ...next, year: Number(value) };
    case 'modification': {
      const modification = value as CarModification;
      return { ...next, modification, hash: modification.hash, marketPrice: modification.marketPrice ?? null };
    }
  }
}

/** The query of the levels above the catalogue: condition (`new`), production (`isRus`), `filterSupportedCar`. */
export function baseQuery(car: Car, filterSupportedCar: boolean): CarInfoQuery {
  const query: CarInfoQuery = {};
  if (car.condition) query.new = car.condition === 'new' ? 1 : 0;
  if (car.production) query.isRus = car.production === 'domestic' ? 1 : 0;
  if (filterSupportedCar) query.filterSupportedCar = 1;
  return query;
}

/** The levels a catalogue level's choices depend on (besides condition and production). */
const ABOVE: Readonly<Record<CatalogueLevel, readonly CatalogueLevel[]>> = {
  brand: [],
  model: ['brand'],
  modification: ['brand', 'model'],
  year: ['brand', 'model', 'modification'],
};

/** Adds a chosen catalogue level to a query (a modification by its hash). */
function withQueryLevel(query: CarInfoQuery, car: Car, level: CatalogueLevel): CarInfoQuery {
  if (level === 'modification') return { ...query, modification: hashOf(car) ?? undefined };
  if (level === 'year') return { ...query, year: car.year ?? undefined };
  return { ...query, [level]: car[level] ?? undefined };
}

/**
 * The `get-car-info` query of a level's choices: the levels chosen above it; null while a catalogue level above it
 * is not chosen (the level cannot be chosen yet).
 */
export function optionsQuery(car: Car, level: CatalogueLevel, filterSupportedCar: boolean): CarInfoQuery | null {
  let query = baseQuery(car, filterSupportedCar);
  for (const above of ABOVE[level]) {
    if (!isChosen(car, above)) return null;
    query = withQueryLevel(query, car, above);
  }
  return query;
}

/** The query of the whole car (every catalogue level chosen), which answers with `carInfo`; null when not complete. */
export function fullQuery(car: Car, filterSupportedCar: boolean): CarInfoQuery | null {
  const query = optionsQuery(car, 'year', filterSupportedCar);
  return query && car.year !== null && car.year !== undefined ? { ...query, year: car.year } : null;
}

/** The car with the catalogue's details of the chosen car (drive, fuel, power, gearbox, body, price); the levels stay. */
export function withCarInfo(car: Car, info: Car): Car {
  return {
    ...car,
    modification: info.modification ?? car.modification,
    hash: info.hash ?? car.hash,
    marketPrice: info.marketPrice ?? info.modification?.marketPrice ?? car.marketPrice,
    drive: info.drive ?? null,
    fuelType: info.fuelType ?? null,
    horsepower: info.horsepower ?? null,
    transmission: info.transmission ?? null,
    bodyType: info.bodyType ?? null,
  };
}
