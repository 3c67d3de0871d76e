import type { ErrorObject } from 'ajv';
import type { FieldError } from '@autocredit/generated/api';

const plural = (n: number, one: string, few: string, many: string): string => {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
};
const chars = (n: number) => `${n} ${plural(n, 'символа', 'символов', 'символов')}`;
const items = (n: number) => `${n} ${plural(n, 'элемента', 'элементов', 'элементов')}`;

export const REQUIRED = 'Это поле обязательно для заполнения';
export const BAD_FORMAT = 'Неверный формат значения';

/** What is read of an Ajv error (Fastify's validation errors have the same fields). */
export type ValidationError = Pick<ErrorObject, 'keyword' | 'instancePath' | 'params'>;

/** The Russian message of one Ajv error. */
export function messageOf(error: ValidationError): string {
  const limit = Number((error.params as { limit?: unknown }).limit);
  switch (error.keyword) {
    case 'required':
      return REQUIRED;
    case 'type':
    case 'format':
    case 'oneOf':
    case 'anyOf':
      return BAD_FORMAT;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'Эта форма не должна содержать дополнительных полей';
    case 'minLength':
      return `Значение должно содержать не менее ${chars(limit)}`;
    case 'maxLength':
      return `Значение должно содержать не более ${chars(limit)}`;
    case 'minimum':
      return `Значение должно быть не меньше ${limit}`;
    case 'exclusiveMinimum':
      return `Значение должно быть больше ${limit}`;
    case 'maximum':
      return `Значение должно быть не больше ${limit}`;
    case 'exclusiveMaximum':
      return `Значение должно быть меньше ${limit}`;
    case 'minItems':
      return `Список должен содержать не менее ${items(limit)}`;
    case 'maxItems':
      return `Список должен содержать не более ${items(limit)}`;
    case 'uniqueItems':
      return 'Список содержит повторяющиеся значения';
    case 'enum':
    case 'const':
      return 'Выбранное значение недопустимо';
    case 'pattern':
      return 'Значение не соответствует формату';
    default:
      return 'Недопустимое значение';
  }
}

/** `/ids/0` -> `ids.0` (the dotted property path the documents use). */
function pathOf(pointer: string): string {
  if (pointer === '') return '';
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

const join = (base: string, key: string) => (base === '' ? key : `${base}.${key}`);

/** One field error per property path (the first Ajv reported), in the envelope's shape. */
export function toFieldErrors(errors: readonly ValidationError[]): FieldError[] {
  const byPath = new Map<string, string>();
  for (const error of errors) {
    let path = pathOf(error.instancePath);
    const params = error.params as { missingProperty?: string; additionalProperty?: string };
    if (error.keyword === 'required' && params.missingProperty) path = join(path, params.missingProperty);
    if (error.keyword === 'additionalProperties' && params.additionalProperty) {
      path = join(path, params.additionalProperty);
    }
    if (!byPath.has(path)) byPath.set(path, messageOf(error));
  }
  return [...byPath].map(([propertyPath, message]) => ({ propertyPath, message }));
}
