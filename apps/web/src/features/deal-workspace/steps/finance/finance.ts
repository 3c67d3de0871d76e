import type { FinanceErrorItem, Form } from '@autocredit/generated/api';
import { isApiError } from '@/shared/api/api-error';
import { failureText } from '@/shared/api/failure-text';

/** The finance step's texts and rules (001 §2.4, §4, §8). */
export const FINANCE_STATUSES: Readonly<Record<string, string>> = {
  not_confirmed: 'Проверка не проведена',
  confirmed: 'Проверка проведена',
  adjustment: 'Корректировка андерайтера',
};
/** The title of an item's check state; another one as it came. */
export const financeStatusTitle = (status: string): string => FINANCE_STATUSES[status] ?? status;

/** The monthly payments on loans are computed from the loans: never edited. */
export const isEditableItem = (type: string): boolean => type !== 'loans_month';

export const INCOMES_TAB = 'Сведения о доходах/расходах';
export const PROPERTY_TAB = 'Сведения об имуществе';
/** 001 §8: an income call (or another finance call) failed. */
export const SUM_SAVE_FAILED = 'Что-то пошло не так';
/** 001 §8: a confirmed sum (or another change of the budget) refused with a 403, shown 8 s. */
export const ACCESS_DENIED = 'Доступ запрещен';
/** 001 §8: finance data not found (404), shown 8 s. */
export const DATA_NOT_FOUND = 'Данные не найдены';

/**
 * What a failed finance call tells (001 §8): a 403 'Доступ запрещен', a 404 'Данные не найдены', else the server's
 * text or 'Что-то пошло не так'; null when the API client has told it already (a 5xx, no connection).
 */
export function financeFailureText(error: unknown): string | null {
  const text = failureText(error, SUM_SAVE_FAILED);
  if (text === null || !isApiError(error)) return text;
  if (error.status === 403) return ACCESS_DENIED;
  if (error.status === 404) return DATA_NOT_FOUND;
  return text;
}

/** What a failed income call tells (001 §8): 'Что-то пошло не так'; null when the API client has told it. */
export const incomeFailureText = (error: unknown): string | null =>
  failureText(error, SUM_SAVE_FAILED) === null ? null : SUM_SAVE_FAILED;

/** 001 §8 'Empty panels'. */
export const FINANCE_EMPTY = 'Нет данных для отображения';

export const ADD_LOAN = 'Добавить кредит';
export const PDN_TITLE = 'ПДН';
/** The ПДН's credit-bureau request is under way (001 §4: asynchronous; the documents give no text for it). */
export const PDN_PENDING = 'Ответ бюро кредитных историй еще не получен';
export const PDN_BKI_REPORT = 'Отчет БКИ';
export const EXTENDED_INCOMES = 'Дополнительные доходы';
export const GSK_CALCULATOR = 'Калькулятор ГКС';
/** The mask of a monthly payment (001 §5): a positive number starting with 1-9, an optional decimal part. */
export const MONTHLY_PAYMENT = /^[1-9]\d*([.,]\d{1,2})?$/;

/** One error of a finance call (`result` of a 400): the message and the field it is about. */
export interface FinanceError {
  field: string | null;
  message: string;
}

/** The errors of a finance call's 400 (`result` is an array of `{propertyPath, message}`); none otherwise. */
export function financeErrors(error: unknown): FinanceError[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const result = (error.body as { result?: unknown } | null)?.result;
  if (!Array.isArray(result)) return [];
  return result
    .filter((item): item is FinanceErrorItem => typeof (item as FinanceErrorItem | null)?.message === 'string')
    .map((item) => ({ field: item.propertyPath ?? null, message: item.message }));
}

/** A person of the finance step: the group of the step's form, its title and the id the budget calls take. */
export interface FinancePerson {
  key: string;
  title: string;
  id: number;
}

/** The persons of the finance step's form: its top-level groups that carry a person id (client, spouse...). */
export function financePersons(form: Form | null | undefined): FinancePerson[] {
  if (!form) return [];
  return Object.entries(form.fields).flatMap(([key, field]) => {
    const id = Number(field.children?.id?.value);
    return Number.isInteger(id) && id > 0 ? [{ key, title: field.label ?? key, id }] : [];
  });
}

/**
 * Suggestions for the kind of a credit-bureau record of an added loan. The documents do not show the codes
 * (`bkiType` is open in the contract): these are offered, any other code may be typed.
 */
export const BKI_TYPE_SUGGESTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'active', label: 'Действующий' },
  { value: 'closed', label: 'Закрытый' },
  { value: 'overdue', label: 'Просроченный' },
];
/** The message of a value that does not match its mask (001 §5). */
export const INVALID_VALUE = 'Введите валидное значение!';
