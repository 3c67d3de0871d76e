import type { GskCalculateRequest, GskCalculatorInput, GskReferenceItem } from '@autocredit/generated/api';
import { isApiError } from '@/shared/api/api-error';
import { fieldErrorsOf, resultTextOf } from '@/shared/api/envelope';

/**
 * The salary estimate 'Калькулятор ГКС' (001 §2.4, §3, §5, §9): its texts, the client's checks, the form's model and
 * the lines of its results.
 */
export const GSK_TEXTS = {
  title: 'Калькулятор ГКС',
  borrower: 'Данные заемщика',
  employer: 'Данные работодателя',
  calculate: 'Рассчитать',
  results: 'Результат расчета',
  choose: 'Выберите',
  /** 001 §5: a field left empty. */
  required: 'Обязательное поле!',
  /** 001 §5: a value out of its bounds (and the server's answer for a code not of its list). */
  invalid: 'Введите валидное значение!',
  /** 001 §5: the age's mask (two digits, a third optional) not filled. */
  incompleteMask: 'Неверные данные!',
  /** 001 §5: a region typed but not picked from its list (cleared when the field is left). */
  nothingChosen: 'Необходимо выбрать хотя бы один вариант!',
  /** 001 §5: the estimate service refused its sign-in (the server's 400 text, shown as it comes). */
  loginFailed: 'Неправильный логин или пароль!',
  /** 001 §5: any other failure. */
  error: 'Ошибка!',
  yes: 'Да',
  no: 'Нет',
} as const;

/** The inputs of the calculator, in the order of the form. */
export const GSK_FIELDS = [
  'gender',
  'age',
  'education',
  'workerGroup',
  'experience',
  'salary',
  'region',
  'population',
  'property',
  'okved',
] as const;
export type GskField = (typeof GSK_FIELDS)[number];

/** The labels of the inputs (001 §2.4: gender, age, education, specialty type, experience, salary; region...). */
export const GSK_LABELS: Readonly<Record<GskField, string>> = {
  gender: 'Пол',
  age: 'Возраст, лет',
  education: 'Образование',
  workerGroup: 'Тип специальности',
  experience: 'Стаж, лет',
  salary: 'Зарплата, ₽',
  region: 'Регион',
  population: 'Численность населения',
  property: 'Форма собственности',
  okved: 'ОКВЭД',
};

/** The reference lists of the coded inputs (`GET /api/gsk/ref?type=`). */
export const GSK_LISTS = ['education', 'workerGroup', 'population', 'property', 'okved'] as const;
export type GskList = (typeof GSK_LISTS)[number];

export const GSK_GENDERS = ['М', 'Ж'] as const;
export type GskGender = (typeof GSK_GENDERS)[number];

/** Bounds of the numbers (the contract's): age 14–120 full years, experience 0–100 years, salary up to 10⁹. */
export const GSK_BOUNDS = { age: [14, 120], experience: [0, 100], salary: [0, 1_000_000_000] } as const;

/**
 * The form: the numbers as typed (digits), the coded inputs by code. The region is a code picked from its list;
 * `regionText` is what is typed in its place and not picked (null: the field shows the picked region's title).
 */
export interface GskForm {
  gender: GskGender | null;
  age: string;
  education: string | null;
  workerGroup: string | null;
  experience: string;
  salary: number | null;
  region: string | null;
  regionText: string | null;
  population: string | null;
  property: string | null;
  okved: string | null;
}

export type GskErrors = Partial<Record<GskField, string>>;

const digitsOf = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : String(Math.trunc(value));

/** The form filled with the inputs prepared from the deal (unknown ones empty). */
export function gskFormOf(prepared: GskCalculatorInput | null | undefined): GskForm {
  const p = prepared ?? {};
  return {
    gender: p.gender === 'М' || p.gender === 'Ж' ? p.gender : null,
    age: digitsOf(p.age),
    education: p.education || null,
    workerGroup: p.workerGroup || null,
    experience: digitsOf(p.experience),
    salary: p.salary ?? null,
    region: p.region || null,
    regionText: null,
    population: p.population || null,
    property: p.property || null,
    okved: p.okved || null,
  };
}

/** Only the digits of what is typed in a number of years, 3 at most. */
export const yearsText = (raw: string): string => raw.replace(/\D/g, '').slice(0, 3);

/** A region typed: no region is picked until one is chosen from the list. */
export const withRegionText = (form: GskForm, text: string): GskForm => ({ ...form, region: null, regionText: text });

/** A region picked from the list: its code, and the population category it gives (001 §5). */
export const withRegion = (form: GskForm, item: GskReferenceItem): GskForm => ({
  ...form,
  region: item.code,
  regionText: null,
  population: item.population || form.population,
});

/**
 * The region field left: a text typed and not picked from the list is cleared (001 §5), and the field says
 * 'Необходимо выбрать хотя бы один вариант!'; anything else stays as it is (error null).
 */
export function leaveRegion(form: GskForm): { form: GskForm; error: string | null } {
  if (form.region !== null || !form.regionText?.trim()) return { form, error: null };
  return { form: { ...form, regionText: '' }, error: GSK_TEXTS.nothingChosen };
}

/** The request's inputs, all given and checked (the deal is added by the call). */
export type GskCheckedInput = Omit<GskCalculateRequest, 'deal'>;

const within = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;

/**
 * The client's checks before 'Рассчитать' (001 §5): every input is required ('Обязательное поле!'; a region typed
 * and not picked: 'Необходимо выбрать хотя бы один вариант!'); an age of one digit does not fill its mask
 * ('Неверные данные!'); a number out of its bounds is 'Введите валидное значение!'. The input when all pass.
 */
export function checkGskForm(form: GskForm): { errors: GskErrors; input: GskCheckedInput | null } {
  const errors: GskErrors = {};
  const age = Number(form.age);
  const experience = Number(form.experience);
  if (form.gender === null) errors.gender = GSK_TEXTS.required;
  if (form.age === '') errors.age = GSK_TEXTS.required;
  else if (form.age.length < 2) errors.age = GSK_TEXTS.incompleteMask;
  else if (!within(age, GSK_BOUNDS.age)) errors.age = GSK_TEXTS.invalid;
  if (form.experience === '') errors.experience = GSK_TEXTS.required;
  else if (!within(experience, GSK_BOUNDS.experience)) errors.experience = GSK_TEXTS.invalid;
  if (form.salary === null) errors.salary = GSK_TEXTS.required;
  else if (!within(form.salary, GSK_BOUNDS.salary)) errors.salary = GSK_TEXTS.invalid;
  if (form.region === null) errors.region = form.regionText?.trim() ? GSK_TEXTS.nothingChosen : GSK_TEXTS.required;
  for (const list of [...GSK_LISTS]) if (form[list] === null) errors[list] = GSK_TEXTS.required;
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      gender: form.gender!,
      age,
      education: form.education!,
      workerGroup: form.workerGroup!,
      experience,
      salary: form.salary!,
      region: form.region!,
      population: form.population!,
      property: form.property!,
      okved: form.okved!,
    },
  };
}

const isGskField = (name: string): name is GskField => (GSK_FIELDS as readonly string[]).includes(name);

/** The input a server's `propertyPath` names: 'okved', '[okved]', 'data.okved' → okved. */
export function gskFieldOfPath(path: string | undefined): GskField | null {
  const name = /(\w+)\]?$/.exec(path ?? '')?.[1] ?? '';
  return isGskField(name) ? name : null;
}

/**
 * What a failed 'Рассчитать' tells (001 §5, §8): a 400's field errors under their fields, as the server gives
 * them (a field error of no input as the message); a 400 whose result is a text and that names no input (e.g.
 * 'Неправильный логин или пароль!') that text; anything else 'Ошибка!'.
 */
export function gskFailure(error: unknown): { errors: GskErrors; message: string | null } {
  if (!isApiError(error) || error.status !== 400) return { errors: {}, message: GSK_TEXTS.error };
  const errors: GskErrors = {};
  const others: string[] = [];
  for (const e of fieldErrorsOf(error.body)) {
    const field = gskFieldOfPath(e.propertyPath);
    if (field) errors[field] ??= e.message;
    else others.push(e.message);
  }
  const rest = others.length > 0 ? others.join(' ') : null;
  // The fields say what is wrong: the answer's text ('Некорректный запрос') would only repeat it.
  if (Object.keys(errors).length > 0) return { errors, message: rest };
  return { errors, message: resultTextOf(error.body) ?? rest ?? GSK_TEXTS.error };
}
