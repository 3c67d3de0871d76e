import type {
  CalculatorOption,
  CalculatorProgram,
  CalculatorProvider,
  CalculatorServiceInfo,
  CarCondition,
  CarProduction,
  ProgramCarInfo,
} from '@autocredit/generated/api';
import { SERVICE_TITLES } from '../decisions/deal-services';
import { CAR_AGE_LIMIT, PROGRAM_RULES, VARIANT_YEAR, programsFor } from '../decisions/loan-variants';
import { DomainError, texts } from '../errors';
import { PROGRAMS, type Program } from '../world/seed/catalog-deals';
import { SALE_POINTS, SALE_POINT_BY_ID, type SalePointInfo } from '../world/seed/catalog-places';

/*
 * The calculator's world (000 §2.13, §3): its dictionaries and what each partner (sale point) offers. The documents
 * show none of the values; these are the stub's, built on the seeded world's programs (catalog-deals.ts), sale
 * points (catalog-places.ts) and services (decisions/deal-services.ts).
 */

/** The credit products (`additional.product`). */
export const PRODUCTS: readonly CalculatorOption[] = [{ id: 1, name: 'Автокредит' }];

/** A documents package and what it adds to the rate, percentage points. */
export interface DocumentsPackage {
  id: string;
  name: string;
  rateAdd: number;
}

/** The documents packages (`additional.package`): two documents cost 2 points of rate. */
export const PACKAGES: readonly DocumentsPackage[] = [
  { id: 'full', name: 'Полный пакет документов', rateAdd: 0 },
  { id: 'twoDocuments', name: 'По двум документам', rateAdd: 2 },
];

export const AUTO_PRODUCTION: readonly (CalculatorOption & { id: CarProduction })[] = [
  { id: 'domestic', name: 'Отечественный' },
  { id: 'foreign', name: 'Иностранный' },
];

export const AUTO_CONDITIONS: readonly (CalculatorOption & { id: CarCondition })[] = [
  { id: 'new', name: 'Новый' },
  { id: 'uses', name: 'С пробегом' },
];

/** Every term a credit may have, months (a program's own terms are in PROGRAM_RULES). */
export const ALL_TERMS: readonly number[] = [12, 24, 36, 48, 60, 72, 84];

/** The rate of a partner without programs of its own, percent a year. */
export const BASE_RATE = 21.9;

/** A promo program: its own rate (instead of the program's) for some programs of some holdings' sale points. */
export interface PromoProgram {
  id: number;
  name: string;
  rate: number;
  /** The programs it applies to. */
  programs: readonly number[];
  /** The holdings whose sale points offer it. */
  holdings: readonly number[];
}

export const PROMO_PROGRAMS: readonly PromoProgram[] = [
  { id: 31, name: 'Акция «Ставка 9,9 %»', rate: 9.9, programs: [16, 17, 18], holdings: [1, 2] },
  { id: 32, name: 'Акция «Trade-in выгода»', rate: 12.9, programs: [19], holdings: [1] },
];

export const PROVIDERS: readonly (Omit<CalculatorProvider, 'serviceCode'> & { services: readonly string[] })[] = [
  { id: 3, name: 'АО «СОГАЗ»', services: ['kasko', 'lifeInsurance'] },
  { id: 4, name: 'САО «ВСК»', services: ['kasko', 'lifeInsurance', 'gap'] },
  { id: 5, name: 'АО «АльфаСтрахование»', services: ['kasko', 'gap'] },
  { id: 7, name: 'ООО «Доктор рядом»', services: ['telemedicine'] },
  { id: 8, name: 'ООО «Автопомощь»', services: ['roadAssistance'] },
  { id: 9, name: 'ООО «Гарант Плюс»', services: ['extendedWarranty'] },
];

/** How a service's default cost is counted: a fixed price, or its first rate of the car's cost or of the credit. */
export type ServicePrice = { fixed: number } | { ratedOn: 'car' | 'credit' };

/** A service the calculator offers (the deal services' codes and titles, and telemedicine). */
export interface CalculatorServiceKind {
  code: string;
  name: string;
  terms: readonly number[];
  rates: readonly number[];
  isTelemedicine: boolean;
  isWithRate: boolean;
  price: ServicePrice;
  /** The point types (catalog-places POINT_TYPES) that sell it. */
  pointTypes: readonly number[];
}

const title = (code: string) => SERVICE_TITLES[code] ?? code;

/** The road-assistance card is the auto card of 000 §5: it needs no term. */
export const AUTO_CARD_CODES: readonly string[] = ['roadAssistance'];

export const SERVICE_KINDS: readonly CalculatorServiceKind[] = [
  {
    code: 'kasko',
    name: title('kasko'),
    terms: [12],
    rates: [3.5, 4.5, 6],
    isTelemedicine: false,
    isWithRate: true,
    price: { ratedOn: 'car' },
    pointTypes: [0, 1],
  },
  {
    code: 'lifeInsurance',
    name: title('lifeInsurance'),
    terms: ALL_TERMS,
    rates: [0.9, 1.2, 1.5],
    isTelemedicine: false,
    isWithRate: true,
    price: { ratedOn: 'credit' },
    pointTypes: [0, 1, 2],
  },
  {
    code: 'gap',
    name: title('gap'),
    terms: [12, 24, 36],
    rates: [1.5, 2, 3],
    isTelemedicine: false,
    isWithRate: true,
    price: { ratedOn: 'car' },
    pointTypes: [0],
  },
  {
    code: 'roadAssistance',
    name: title('roadAssistance'),
    terms: [12, 24],
    rates: [],
    isTelemedicine: false,
    isWithRate: false,
    price: { fixed: 15_000 },
    pointTypes: [0, 1, 2],
  },
  {
    code: 'extendedWarranty',
    name: title('extendedWarranty'),
    terms: [12, 24, 36],
    rates: [],
    isTelemedicine: false,
    isWithRate: false,
    price: { fixed: 35_000 },
    pointTypes: [0, 1],
  },
  {
    code: 'telemedicine',
    name: 'Телемедицина',
    terms: [],
    rates: [],
    isTelemedicine: true,
    isWithRate: false,
    price: { fixed: 9_900 },
    pointTypes: [0, 1, 2],
  },
];

/** The partners (`additional.partners`): every sale point. */
export const PARTNER_OPTIONS: readonly CalculatorOption[] = SALE_POINTS.map((s) => ({ id: s.id, name: s.name }));

/** The sale point of a partner id, or undefined. */
export const findPartner = (partnerId: number): SalePointInfo | undefined => {
  const index = SALE_POINT_BY_ID.get(partnerId);
  return index === undefined ? undefined : SALE_POINTS[index];
};

/** The sale point of a partner id; 404 'Не найдено' when there is none. */
export function partnerOf(partnerId: number): SalePointInfo {
  const partner = findPartner(partnerId);
  if (!partner) throw new DomainError('not-found', texts.notFound);
  return partner;
}

/** The program of an id, or undefined. */
export const findProgram = (programId: number): Program | undefined => PROGRAMS.find((p) => p.id === programId);

/** The programs an autosalon of a holding offers. */
const AUTOSALON_PROGRAMS: readonly number[] = [14, 15, 17, 19, 20];

/**
 * The programs of a partner: a dealer centre offers every program; an autosalon of a holding the standard, express,
 * family, trade-in and no-fee ones; a trade platform those for used cars; an autosalon outside a holding none (it
 * lends on the base rate, and the program is then not required).
 */
export function partnerPrograms(partner: SalePointInfo): Program[] {
  if (partner.pointType === 0) return [...PROGRAMS];
  if (partner.pointType === 2) return programsFor(true);
  if (partner.holdingId === null) return [];
  return PROGRAMS.filter((p) => AUTOSALON_PROGRAMS.includes(p.id));
}

/** The promo programs of a partner: those of its holding. */
export const partnerPromoPrograms = (partner: SalePointInfo): PromoProgram[] =>
  PROMO_PROGRAMS.filter((p) => partner.holdingId !== null && p.holdings.includes(partner.holdingId));

/** The services a partner sells: those of its point type. */
export const partnerServices = (partner: SalePointInfo): CalculatorServiceKind[] =>
  SERVICE_KINDS.filter((s) => s.pointTypes.includes(partner.pointType));

/** A program as the calculator lists it. */
export const programOption = (p: { id: number; name: string }): CalculatorProgram => ({ id: p.id, name: p.name });

/** The providers of a service, with its code. */
export const providersOf = (code: string): CalculatorProvider[] =>
  PROVIDERS.filter((p) => p.services.includes(code)).map((p) => ({ id: p.id, name: p.name, serviceCode: code }));

/** A service as `servicesInfo` gives it: a fixed price is its default cost, a rated one has none until counted. */
export const serviceInfo = (kind: CalculatorServiceKind): CalculatorServiceInfo => ({
  service: { name: kind.name, code: kind.code },
  providers: providersOf(kind.code),
  terms: [...kind.terms],
  rates: [...kind.rates],
  isTelemedicine: kind.isTelemedicine,
  isWithRate: kind.isWithRate,
  cost: 'fixed' in kind.price ? kind.price.fixed : null,
});

/** The terms of a program (every term without one), months. */
export const programTerms = (program: Program | undefined): readonly number[] =>
  program ? (PROGRAM_RULES[program.id]?.terms ?? ALL_TERMS) : ALL_TERMS;

/** The least initial fee of a program (none without one), percent of the car's cost. */
export const programMinFee = (program: Program | undefined): number =>
  program ? (PROGRAM_RULES[program.id]?.minFeePercent ?? 0) : 0;

/** The program of the state support (16) finances domestic cars only. */
const DOMESTIC_ONLY: readonly number[] = [16];

/**
 * The cars a program finances: its conditions (new, used or both), productions (domestic only for the state
 * support), years (a new car: this year and the last; a used one: down to the car-age limit).
 */
export function programCarInfo(program: Program): ProgramCarInfo {
  const conditions = AUTO_CONDITIONS.filter((c) => program.condition === 'any' || c.id === program.condition);
  const production = AUTO_PRODUCTION.filter((p) => !DOMESTIC_ONLY.includes(program.id) || p.id === 'domestic');
  const oldest = program.condition === 'new' ? VARIANT_YEAR - 1 : VARIANT_YEAR - CAR_AGE_LIMIT;
  const years: number[] = [];
  for (let year = VARIANT_YEAR; year >= oldest; year--) years.push(year);
  return { autoConditions: [...conditions], autoProduction: [...production], years };
}
