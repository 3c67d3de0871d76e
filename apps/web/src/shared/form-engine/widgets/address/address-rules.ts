import { excludedRegionCodeValues, type Address } from '@autocredit/generated/api';
import {
  KLADR_INVALID,
  POSTAL_CODE_DIGITS,
  POSTAL_CODE_LENGTH,
  POSTAL_CODE_REQUIRED,
  REGION_ID_DIGITS,
  REGION_ID_REQUIRED,
  REGION_REQUIRED,
} from './address-texts';

/** The parts of an address, largest first (002 §3). */
export const ADDRESS_PARTS = ['region', 'area', 'city', 'settlement', 'street', 'house', 'block', 'flat'] as const;
export type AddressPartName = (typeof ADDRESS_PARTS)[number];

/** What the manual mode edits: the postal code, the region code, the region's type and every part's name. */
export type ManualDraft = Record<'postalCode' | 'regionId' | 'regionType' | AddressPartName, string>;
export type ManualKey = keyof ManualDraft;
export type ManualErrors = Partial<Record<ManualKey, string>>;

/** Postal code 6 characters, region code 2 (002 §9). */
export const POSTAL_CODE_LENGTH_CHARS = 6;
const REGION_CODE_LENGTH = 2;
/** Region codes KLADR does not give to a region (002 §5, §9), as the contract lists them. */
export const EXCLUDED_REGION_CODES: readonly string[] = excludedRegionCodeValues;

const blank = (text: string) => text.trim() === '';
const digitsOnly = (text: string) => /^\d+$/.test(text);

/** 'Введите индекс', 'Индекс содержит 6 символов', 'Индекс может содержать только цифры', or null. */
export function postalCodeError(code: string): string | null {
  if (blank(code)) return POSTAL_CODE_REQUIRED;
  if (code.length !== POSTAL_CODE_LENGTH_CHARS) return POSTAL_CODE_LENGTH;
  if (!digitsOnly(code)) return POSTAL_CODE_DIGITS;
  return null;
}

/** 'Введите номер региона', 'Номер региона может содержать только цифры', or null. */
export function regionIdError(code: string): string | null {
  if (blank(code)) return REGION_ID_REQUIRED;
  if (!digitsOnly(code)) return REGION_ID_DIGITS;
  return null;
}

/** The KLADR rule of a region code on save: 2 characters, a number from 1, no leading space, not an excluded code. */
export function isKladrRegionCode(code: string): boolean {
  if (code.length !== REGION_CODE_LENGTH || code.startsWith(' ')) return false;
  if (!digitsOnly(code) || Number(code) < 1) return false;
  return !EXCLUDED_REGION_CODES.includes(code);
}

/** The checks of the manual inputs (002 §5); empty when the draft can be saved, the KLADR rule included. */
export function manualErrors(draft: ManualDraft): ManualErrors {
  const errors: ManualErrors = {};
  const postal = postalCodeError(draft.postalCode);
  if (postal) errors.postalCode = postal;
  const regionId = regionIdError(draft.regionId);
  if (regionId) errors.regionId = regionId;
  else if (!isKladrRegionCode(draft.regionId)) errors.regionId = KLADR_INVALID;
  if (blank(draft.region)) errors.region = REGION_REQUIRED;
  if (blank(draft.regionType)) errors.regionType = REGION_REQUIRED;
  return errors;
}

/** The draft of an address (the manual inputs start from the current address). */
export function draftOf(address: Address | null): ManualDraft {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    postalCode: text(address?.postalCode),
    regionId: text(address?.regionId),
    regionType: text(address?.regionType),
    region: text(address?.region),
    area: text(address?.area),
    city: text(address?.city),
    settlement: text(address?.settlement),
    street: text(address?.street),
    house: text(address?.house),
    block: text(address?.block),
    flat: text(address?.flat),
  };
}

/** The short type of a house, block or flat typed by hand without one ('д 5', 'корп 2', 'кв 15'). */
const DEFAULT_TYPES: Partial<Record<AddressPartName, string>> = { house: 'д', block: 'корп', flat: 'кв' };

/** A part with its short type ('ул Тверская'); the type is kept from the address the draft started from. */
function partText(address: Address, part: AddressPartName): string | null {
  const name = address[part]?.trim();
  if (!name) return null;
  const type = address[`${part}Type`]?.trim() || DEFAULT_TYPES[part];
  return type ? `${type} ${name}` : name;
}

/** The whole address as one line, from its parts ('г Москва, ул Тверская, д 7, кв 15'); a city equal to its region once. */
export function composeAddressValue(address: Address): string {
  const parts = ADDRESS_PARTS.map((part) => partText(address, part));
  const [region, , city] = parts;
  if (region !== null && region === city) parts[0] = null;
  return parts.filter((part): part is string => part !== null).join(', ');
}

/**
 * The address saved from the manual inputs: the current address (its part types and FIAS ids, which the server
 * judges) with the typed parts, marked manual, its line composed from the parts.
 */
export function manualAddress(current: Address | null, draft: ManualDraft): Address {
  const trimmed = (value: string) => (value.trim() === '' ? null : value.trim());
  const next: Address = { ...(current ?? { value: '' }), isManual: '1', postalCode: draft.postalCode };
  next.regionId = draft.regionId;
  next.regionType = trimmed(draft.regionType);
  for (const part of ADDRESS_PARTS) next[part] = trimmed(draft[part]);
  return { ...next, value: composeAddressValue(next) };
}

/** An address whose FIAS record is not current (state 99, a number or a string). */
export const isOutdatedFias = (address: Address | null): boolean =>
  address !== null && String(address.fiasActualityState ?? '').trim() === '99';

/** The address is typed by hand ('Ручной ввод'). */
export const isManualAddress = (address: Address | null): boolean => address?.isManual === '1';
