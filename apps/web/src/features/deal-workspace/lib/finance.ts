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
export const FINANCE_LOAD_FAILED = 'Не удалось загрузить сведения';
export const SUM_SAVE_FAILED = 'Что-то пошло не так';
