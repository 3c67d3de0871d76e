import type { DealContactType } from '@autocredit/generated/api';
import { messages } from './messages';
import { isRecord } from './paths';
import type { FieldRule, FieldSpec } from './spec';
import { checkAddress, postalCodeError, regionCodeError } from './address-rules';
import { fail, isEmpty, ok, str, text, type Check } from './values';

export { addressLine, checkAddress, EXCLUDED_REGION_CODES, postalCodeError, regionCodeError } from './address-rules';
export { isEmpty, type Check } from './values';

export const MAX_CREDIT_SUM = 12_000_000;
export const DEFAULT_FILE_LIMIT = 25;
const PATTERNS: Partial<Record<FieldRule, [RegExp, string]>> = {
  passportSeries: [/^\d{4}$/, messages.passportSeries],
  passportNumber: [/^\d{6}$/, messages.passportNumber],
  divisionCode: [/^\d{3}-\d{3}$/, messages.divisionCode],
  phone: [/^\+7\d{10}$/, messages.phone],
  inn: [/^(\d{10}|\d{12})$/, messages.inn],
  year: [/^\d{4}$/, messages.year],
  middleName: [/^[А-Яа-яЁё ]{2,}$/, messages.middleName],
  vin: [/^[A-HJ-NPR-Z0-9]{17}$/, messages.vin],
  email: [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, messages.email],
  bik: [/^\d{9}$/, messages.bik],
  accountNumber: [/^\d{20}$/, messages.accountNumber],
};

/** The errors of the rules of a field on its (non-empty, normalised) value. */
export function ruleErrors(rules: readonly FieldRule[], value: unknown): string[] {
  const errors: string[] = [];
  for (const rule of rules) {
    let error: string | null = null;
    if (rule === 'creditSum')
      error = typeof value === 'number' && value > MAX_CREDIT_SUM ? messages.creditSumMax : null;
    else if (rule === 'postalCode') error = postalCodeError(value);
    else if (rule === 'regionCode') error = regionCodeError(value);
    else {
      const pattern = PATTERNS[rule];
      const s = text(value);
      if (pattern && (s === undefined || !pattern[0].test(s))) error = pattern[1];
    }
    if (error) errors.push(error);
  }
  return errors;
}

/** Parses a decimal typed with spaces (`1 250 000,50`) or given as a number. */
function decimal(raw: unknown, signed: boolean): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const s = raw.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const pattern = signed ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/;
  return pattern.test(s) ? Number(s) : undefined;
}

const decimalsOf = (n: number): number => {
  const [, fraction = ''] = String(n).split('.');
  return fraction.replace(/e.*$/, '').length;
};

function checkMoney(raw: unknown): Check {
  const n = decimal(raw, true);
  if (n === undefined) return fail(messages.money);
  if (n < 0) return fail(messages.moneyNegative);
  if (decimalsOf(n) > 2) return fail(messages.decimals(2));
  return ok(n);
}

function checkNumber(raw: unknown, precision: number): Check {
  const n = decimal(raw, false);
  if (n === undefined) return fail(messages.number);
  if (decimalsOf(n) > precision) return fail(messages.decimals(precision));
  return ok(n);
}

export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function checkDate(raw: unknown, birth: boolean, today: string): Check {
  if (typeof raw !== 'string' || !isRealDate(raw)) return fail(messages.date);
  if (birth && raw >= today) return fail(messages.birthDateFuture);
  return ok(raw);
}

function checkChoice(spec: FieldSpec, raw: unknown): Check {
  const allowed = new Set((spec.choices ?? []).filter((c) => !c.disabled).map((c) => c.value));
  const one = (v: unknown) => {
    const s = text(v);
    return s !== undefined && allowed.has(s) ? s : undefined;
  };
  if (spec.attributes?.multiple) {
    const list = Array.isArray(raw) ? raw : [raw];
    const values = list.map(one);
    if (values.some((v) => v === undefined)) return fail(messages.choice);
    return ok(values);
  }
  const value = one(raw);
  return value === undefined ? fail(messages.choice) : ok(value);
}

/** Checkbox values are `'1'` (checked) and `'false'`; booleans, 0/1 and '0' are read as the same. */
function checkCheckbox(raw: unknown): Check {
  if (raw === '1' || raw === 1 || raw === true) return ok('1');
  if (raw === 'false' || raw === false || raw === '0' || raw === 0 || raw === '' || raw === null) return ok('false');
  return fail(messages.checkbox);
}

function checkEmployer(raw: unknown): Check {
  if (!isRecord(raw) || isEmpty(raw.name)) return fail(messages.employer);
  const inn = text(raw.inn);
  if (inn === undefined || !/^(\d{10}|\d{12})$/.test(inn)) return fail(messages.inn);
  const name = String(raw.name).trim();
  return ok({ ...raw, name, inn, value: str(raw.value) ?? `${name}, ИНН ${inn}` });
}

function checkCar(raw: unknown): Check {
  if (!isRecord(raw) || isEmpty(raw.brand) || isEmpty(raw.model)) return fail(messages.car);
  if (raw.year !== null && raw.year !== undefined) {
    const year = text(raw.year);
    if (year === undefined || !/^\d{4}$/.test(year)) return fail(messages.year);
    return ok({ ...raw, year: Number(year) });
  }
  return ok({ ...raw });
}

function checkFio(raw: unknown): Check {
  if (!isRecord(raw) || isEmpty(raw.surName) || isEmpty(raw.firstName)) return fail(messages.required);
  const gender = raw.gender === 'man' || raw.gender === 'woman' ? raw.gender : null;
  return ok({ surName: str(raw.surName), firstName: str(raw.firstName), middleName: str(raw.middleName), gender });
}

const CONTACT_TYPES: readonly DealContactType[] = ['relative', 'friend', 'colleague', 'neighbour', 'other'];

function checkContacts(raw: unknown): Check {
  if (!Array.isArray(raw)) return fail(messages.contact);
  for (const c of raw) {
    if (!isRecord(c) || isEmpty(c.fio) || isEmpty(c.phone) || !CONTACT_TYPES.includes(c.type as DealContactType)) {
      return fail(messages.contact);
    }
    if (!/^\+7\d{10}$/.test(String(c.phone))) return fail(messages.phone);
  }
  return ok(raw);
}

function checkFiles(raw: unknown, limit: number): Check {
  if (!Array.isArray(raw) || !raw.every((f) => isRecord(f) && Number.isInteger(f.id))) return fail(messages.files);
  if (raw.length > limit) return fail(messages.fileLimit);
  return ok(raw);
}

/** The value of an empty field that is not required. */
function emptyValue(spec: FieldSpec): unknown {
  switch (spec.type) {
    case 'money':
    case 'carCost':
      return 0;
    case 'checkbox':
      return 'false';
    case 'choice':
      return spec.attributes?.multiple ? [] : null;
    case 'file':
    case 'commonAsyncDocument':
    case 'dealContact':
      return [];
    default:
      return null;
  }
}

/** Checks one posted value of a leaf field against its type, its requiredness and its rules. */
export function checkField(spec: FieldSpec, raw: unknown, today: string): Check {
  const rules = spec.rules ?? [];
  if (spec.type !== 'checkbox' && isEmpty(raw)) {
    return rules.includes('required') ? fail(messages.required) : ok(emptyValue(spec));
  }
  let result: Check;
  switch (spec.type) {
    case 'money':
    case 'carCost':
      result = checkMoney(raw);
      break;
    case 'number':
      result = checkNumber(raw, spec.attributes?.precision ?? 2);
      break;
    case 'date':
    case 'birthDate':
      result = checkDate(raw, spec.type === 'birthDate', today);
      break;
    case 'choice':
      result = checkChoice(spec, raw);
      break;
    case 'checkbox':
      result = checkCheckbox(raw);
      if ('value' in result && result.value === 'false' && rules.includes('required')) result = fail(messages.required);
      break;
    case 'phone':
      result = typeof raw === 'string' ? ok(raw.replace(/[\s()-]/g, '')) : fail(messages.phone);
      if ('value' in result && !/^\+7\d{10}$/.test(result.value as string)) result = fail(messages.phone);
      break;
    case 'address':
      result = checkAddress(raw);
      break;
    case 'organization':
      result = checkEmployer(raw);
      break;
    case 'choiceAuto':
      result = checkCar(raw);
      break;
    case 'fioAndGender':
      result = checkFio(raw);
      break;
    case 'dealContact':
      result = checkContacts(raw);
      break;
    case 'file':
    case 'commonAsyncDocument':
      result = checkFiles(raw, spec.attributes?.limit ?? DEFAULT_FILE_LIMIT);
      break;
    default: {
      const s = text(raw);
      result = s === undefined ? fail(messages.text) : ok(s.trim());
      if ('value' in result && rules.includes('vin')) result = ok((result.value as string).toUpperCase());
    }
  }
  if ('errors' in result) return result;
  const errors = ruleErrors(
    rules.filter((r) => r !== 'required'),
    result.value,
  );
  return errors.length > 0 ? { errors } : result;
}

/** The source's value of a field as the form shows it (checkboxes `'1'`/`'false'`, choice keys as strings). */
export function fromSource(spec: FieldSpec, raw: unknown): unknown {
  if (spec.type === 'checkbox') return raw === true || raw === '1' || raw === 1 ? '1' : 'false';
  if (spec.type === 'choice') {
    if (spec.attributes?.multiple) return Array.isArray(raw) ? raw.map(String) : [];
    return raw === null || raw === undefined ? null : String(raw);
  }
  return raw === undefined ? null : raw;
}

/** A normalised value as the source keeps it (checkboxes as booleans, numeric choices and years as numbers). */
export function toSource(spec: FieldSpec, value: unknown): unknown {
  if (spec.type === 'checkbox') return value === '1';
  if (spec.type === 'choice' && spec.numeric) {
    if (Array.isArray(value)) return value.map(Number);
    return value === null ? null : Number(value);
  }
  if (spec.rules?.includes('year') && typeof value === 'string') return Number(value);
  return value;
}
