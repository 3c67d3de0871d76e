import type { Car, CarModification, FormFieldChoice } from '@autocredit/generated/api';
import type { CarCatalog } from '../forms/dictionaries';
import type { FormDictionaries } from '../forms/source';
import { CAR_MODELS } from './seed/catalog-cars';
import { DECISION_OUTCOMES, PROGRAMS, decisionKind } from './seed/catalog-deals';
import { SALE_POINTS } from './seed/catalog-places';
import type { World } from './world';

/** The catalogue hash of a car modification of the world: `car-<model index>-<modification index>`. */
export const carHash = (model: number, modification: number): string => `car-${model}-${modification}`;

/** The modification of a car model as the car catalogue offers it (the model's price for every modification). */
function modificationOf(model: number, modification: number): CarModification {
  const car = CAR_MODELS[model]!;
  return {
    hash: carHash(model, modification),
    name: car.modifications[modification] ?? car.modifications[0]!,
    marketPrice: car.price,
    price: car.price,
    avgPrice: null,
  };
}

/** The world's cars as the forms' car cascade offers them: brand → model → modifications. */
function worldCars(): CarCatalog {
  const cars: CarCatalog = {};
  CAR_MODELS.forEach((car, m) => {
    const models = (cars[car.brand] ??= {});
    models[car.model] = car.modifications.map((_, k) => modificationOf(m, k));
  });
  return cars;
}

const choices = (entries: readonly (readonly [number, string])[]): FormFieldChoice[] =>
  entries.map(([value, label]) => ({ value: String(value), label }));

/**
 * The dictionaries of the forms that the world's catalogues define: its credit programs, its sale points (the
 * partners), its decision types and its cars. A source of the world carries them, so that a seeded deal's program, partner and car are
 * among the choices its forms offer and accept. Built once; never changed.
 */
export const WORLD_FORM_DICTIONARIES: Readonly<Partial<FormDictionaries>> = Object.freeze({
  programs: choices(PROGRAMS.map((p) => [p.id, p.name] as const)),
  partners: choices(SALE_POINTS.map((s) => [s.id, s.name] as const)),
  decisionTypes: [false, true].flatMap((preliminary) =>
    DECISION_OUTCOMES.map((_, outcome) => {
      const kind = decisionKind(preliminary, outcome);
      return { value: kind.type, label: kind.title };
    }),
  ),
  cars: worldCars(),
});

/** `LADA Vesta 2026`: the vehicle as a pledge describes it. */
export function carDescription(world: World, deal: number): string {
  const car = CAR_MODELS[world.deals.carModel[deal]!]!;
  return `${car.brand} ${car.model} ${world.deals.carYear[deal]!}`;
}

/** The deal's car as the contract's `Car` (null: no car chosen yet, a new deal). */
export function carOf(world: World, deal: number): Car | null {
  const { deals } = world;
  const year = deals.carYear[deal]!;
  if (year === 0) return null;
  const m = deals.carModel[deal]!;
  const car = CAR_MODELS[m]!;
  const modification = modificationOf(m, deals.carModification[deal]!);
  const marketPrice = deals.marketPrice[deal]!;
  return {
    isManual: false,
    condition: deals.carCondition[deal] === 1 ? 'uses' : 'new',
    production: car.production,
    brand: car.brand,
    model: car.model,
    modification,
    year,
    marketPrice: marketPrice > 0 ? marketPrice : null,
    hash: modification.hash,
  };
}
