import { mix } from '../world/seed/prng';
import type { World } from '../world/world';

/** One additional service a deal may take with its credit (the options of a decision, the services of a variant). */
export interface DealService {
  /** The service's code (the release decision form's services, the cancel-service call). */
  code: string;
  name: string;
  /** Roubles. */
  cost: number;
  /** The tariff, percent (of the car's cost, or of the credit a year); null for a service of a fixed price. */
  rate: number | null;
  /** Months. */
  term: number;
  /** Paid from the loan. */
  isCredit: boolean;
  /** The client took it. */
  isActive: boolean;
  /** The tariff as a decision's options table shows it. */
  tariff: string;
}

const round100 = (n: number) => Math.round(n / 100) * 100;
/** A tariff from `min` to `max` percent in steps of 0.1, drawn per deal. */
const tariffOf = (h: number, min: number, max: number) =>
  Math.round(min * 10 + (h % Math.round((max - min) * 10 + 1))) / 10;
const percentText = (rate: number) => `${String(rate).replace('.', ',')} %`;

interface Catalogued {
  code: string;
  name: string;
  /** How often a deal takes it. */
  share: number;
  /** The part of those that pay it from the loan. */
  inCredit: number;
  make: (
    h: number,
    terms: { carCost: number; costRequested: number; term: number },
  ) => {
    cost: number;
    rate: number | null;
    term: number;
    tariff: string;
  };
}

/**
 * The services a deal can take (the documents name none: these are a car lender's usual ones): comprehensive
 * insurance (a share of the car's cost for a year), life insurance (a share of the credit a year, for the credit's
 * term), GAP insurance, a road-assistance card and an extended warranty (fixed prices).
 */
const CATALOGUE: readonly Catalogued[] = [
  {
    code: 'kasko',
    name: 'КАСКО',
    share: 0.6,
    inCredit: 0.5,
    make: (h, t) => {
      const rate = tariffOf(h, 3.5, 6);
      return { cost: round100((t.carCost * rate) / 100), rate, term: 12, tariff: percentText(rate) };
    },
  },
  {
    code: 'lifeInsurance',
    name: 'Страхование жизни и здоровья',
    share: 0.5,
    inCredit: 1,
    make: (h, t) => {
      const rate = tariffOf(h, 0.9, 1.5);
      return {
        cost: round100((((t.costRequested * rate) / 100) * t.term) / 12),
        rate,
        term: t.term,
        tariff: percentText(rate),
      };
    },
  },
  {
    code: 'gap',
    name: 'GAP-страхование',
    share: 0.25,
    inCredit: 0.7,
    make: (h, t) => {
      const rate = tariffOf(h, 1.5, 3);
      return { cost: round100((t.carCost * rate) / 100), rate, term: 36, tariff: percentText(rate) };
    },
  },
  {
    code: 'roadAssistance',
    name: 'Карта помощи на дорогах',
    share: 0.4,
    inCredit: 0.5,
    make: (h) => ({ cost: 12_000 + (h % 19) * 1_000, rate: null, term: 12, tariff: 'Стандарт' }),
  },
  {
    code: 'extendedWarranty',
    name: 'Продлённая гарантия',
    share: 0.2,
    inCredit: 0.5,
    make: (h) => ({ cost: 25_000 + (h % 36) * 1_000, rate: null, term: 24, tariff: 'Премиум' }),
  },
];

/** The code and title of every service a deal (and the credit calculator) may take. */
export const SERVICE_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  CATALOGUE.map((s) => [s.code, s.name]),
);

const unit = (h: number) => (h % 10_000) / 10_000;

/**
 * The deal's services, every one of the catalogue with whether the client took it (`isActive`) and whether it is paid
 * from the loan: deterministic per deal (and seed), priced on the deal's credit as it stands. A deal created at run
 * time takes none (nobody chose one for it).
 */
export function dealServices(world: World, deal: number): DealService[] {
  const { deals } = world;
  const terms = {
    carCost: deals.carCost[deal]!,
    costRequested: deals.costRequested[deal]!,
    term: deals.term[deal]! || 60,
  };
  const seeded = deal < world.size;
  return CATALOGUE.map((service, k) => {
    const h = mix(world.seed, deal, 61, k);
    return {
      code: service.code,
      name: service.name,
      ...service.make(mix(h, 1), terms),
      isActive: seeded && unit(mix(h, 2)) < service.share,
      isCredit: unit(mix(h, 3)) < service.inCredit,
    };
  });
}

/** The services the client took. */
export const activeServices = (services: readonly DealService[]) => services.filter((s) => s.isActive);

/** What the services paid from the loan add to the credit, roubles. */
export const creditedCost = (services: readonly DealService[]) =>
  services.filter((s) => s.isActive && s.isCredit).reduce((sum, s) => sum + s.cost, 0);
