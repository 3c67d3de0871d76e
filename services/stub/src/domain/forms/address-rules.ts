import { excludedRegionCodeValues, type Address } from '@autocredit/generated/api';
import { messages } from './messages';
import { isRecord } from './paths';
import { fail, isEmpty, ok, str, text, type Check } from './values';

/** Region codes that are not KLADR regions (002 §5, §9), as the contract lists them. */
export const EXCLUDED_REGION_CODES: readonly string[] = excludedRegionCodeValues;

/**
 * The region code of a manual address (002 §5): required ('Введите номер региона'), digits only ('Номер региона
 * может содержать только цифры'), then on save a 2-character number at least 1, with no leading space, not an
 * excluded code ('Неверный код. Введите код региона в соответствии с КЛАДР'). Spaces count as the mask's blanks:
 * ' 7' and '7 ' are incomplete codes, refused with the KLADR message.
 */
export function regionCodeError(code: unknown): string | null {
  const value = text(code);
  if (value === undefined || value.trim() === '') return messages.regionIdRequired;
  if (/[^\d ]/.test(value)) return messages.regionIdDigits;
  if (!/^\d{2}$/.test(value) || Number(value) < 1 || EXCLUDED_REGION_CODES.includes(value)) {
    return messages.regionCode;
  }
  return null;
}

/** The postal code of a manual address (002 §5): required, 6 characters, digits only. */
export function postalCodeError(code: unknown): string | null {
  const value = text(code);
  if (value === undefined || value.trim() === '') return messages.postalCodeRequired;
  if (value.length !== 6) return messages.postalCodeLength;
  if (!/^\d+$/.test(value)) return messages.postalCodeDigits;
  return null;
}

const ADDRESS_PARTS = ['region', 'area', 'city', 'settlement', 'street', 'house', 'block', 'flat'] as const;
const ADDRESS_KEYS = [
  'isManual',
  'postalCode',
  'regionId',
  ...ADDRESS_PARTS.flatMap((p) => [p, `${p}Type`, `${p}TypeFull`]),
  'fiasActualityState',
  'houseFiasId',
  'streetFiasId',
  'cityFiasId',
] as const;

/** The one-line form of an address typed by parts: `125009, г Москва, ул Тверская, д 7`. */
export function addressLine(address: Record<string, unknown>): string {
  const parts = ADDRESS_PARTS.map((p) => [str(address[`${p}Type`]), str(address[p])].filter(Boolean).join(' '));
  return [str(address.postalCode), ...parts].filter(Boolean).join(', ');
}

/** An address (002 §5): a manual one is checked part by part, a suggested one must have its line. */
export function checkAddress(raw: unknown): Check {
  if (!isRecord(raw)) return fail(messages.address);
  const errors: string[] = [];
  if (raw.isManual === '1') {
    const postal = postalCodeError(raw.postalCode);
    if (postal) errors.push(postal);
    const region = regionCodeError(raw.regionId);
    if (region) errors.push(region);
    if (isEmpty(raw.region) || isEmpty(raw.regionType)) errors.push(messages.regionRequired);
  } else {
    if (isEmpty(raw.value)) errors.push(messages.address);
    if (!isEmpty(raw.regionId)) {
      const region = regionCodeError(raw.regionId);
      if (region) errors.push(region);
    }
    if (!isEmpty(raw.postalCode)) {
      const postal = postalCodeError(raw.postalCode);
      if (postal) errors.push(postal);
    }
  }
  if (errors.length > 0) return { errors };
  const address: Record<string, unknown> = {};
  for (const key of ADDRESS_KEYS) address[key] = str(raw[key]);
  if (address.isManual !== '1' && address.isManual !== '0') address.isManual = null;
  address.value = str(raw.value) ?? addressLine(address);
  return ok(address as unknown as Address);
}
