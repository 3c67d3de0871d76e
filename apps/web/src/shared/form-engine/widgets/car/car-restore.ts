import type { Car, CarInfoSuggestion } from '@autocredit/generated/api';
import type { CarInfoQuery } from './car-api';
import {
  clearedFrom,
  fullQuery,
  hashOf,
  optionsQuery,
  withCarInfo,
  withLevel,
  type CatalogueLevel,
} from './car-cascade';

/** Loads one step of the cascade. */
export type CarInfoLoader = (query: CarInfoQuery) => Promise<CarInfoSuggestion>;

/** Whether a stored level is among the choices `result` offers; the modification is matched by hash. */
function offered(car: Car, level: CatalogueLevel, result: CarInfoSuggestion): boolean {
  switch (level) {
    case 'brand':
      return car.brand !== null && car.brand !== undefined && result.brand.includes(car.brand);
    case 'model':
      return car.model !== null && car.model !== undefined && result.model.includes(car.model);
    case 'year':
      return car.year !== null && car.year !== undefined && result.year.includes(car.year);
    case 'modification':
      return result.modification.some((m) => m.hash === hashOf(car));
  }
}

const STEPS: readonly CatalogueLevel[] = ['brand', 'model', 'modification', 'year'];

/**
 * The automatic mode's car restored from the stored one (002 §4): brand, model, modification (matched by hash) and
 * year are each checked against the choices the catalogue offers; the first one not offered is cleared with the
 * levels after it. A fully restored car takes the catalogue's details (drive, fuel, price...).
 */
export async function restoreCascade(stored: Car, filterSupportedCar: boolean, load: CarInfoLoader): Promise<Car> {
  let car: Car = { ...stored, isManual: false };
  for (const level of STEPS) {
    const query = optionsQuery(car, level, filterSupportedCar);
    const result = query && (await load(query));
    if (!result || !offered(car, level, result)) return clearedFrom(car, level);
    if (level === 'modification') {
      const modification = result.modification.find((m) => m.hash === hashOf(car))!;
      car = { ...withLevel(car, 'modification', modification), year: car.year };
    }
  }
  const query = fullQuery(car, filterSupportedCar);
  const info = query ? (await load(query)).carInfo : null;
  return info ? withCarInfo(car, info) : car;
}
