/** The finance step's texts and catalogues (001 §3, §4, §5, §8); the values the documents leave open are the stub's. */

export const financeTexts = {
  notFound: 'Данные не найдены',
  forbidden: 'Доступ запрещен',
  notNumber: 'Значение должно быть числом',
  loansMonthFixed: 'Ежемесячные платежи по кредитам рассчитываются по кредитам и не редактируются',
  incomeType: 'Выберите тип дохода',
  incomeSum: 'Введите сумму',
  incomeConfirmed: 'Доход уже подтвержден и не может быть удален',
  loanTitle: 'Введите наименование кредита',
  loanType: 'Выберите тип кредита',
  loanBkiType: 'Выберите тип записи БКИ',
  loanSum: 'Ежемесячный платеж должен быть положительным числом',
  innNotFound: 'ИНН не найден по паспортным данным',
  /** 001 §8: a failed INN load (the 400's `result`). */
  somethingWrong: 'Что-то пошло не так',
  pdnDone: 'ПДН расчитан',
  required: 'Обязательное поле!',
  invalid: 'Введите валидное значение!',
  incomesTitle: 'Доходы',
  chargesTitle: 'Расходы',
  loansTitle: 'Кредиты',
} as const;

/** The status texts of a finance item (001 §4). */
export const ITEM_STATUSES = {
  not_confirmed: 'Проверка не проведена',
  confirmed: 'Проверка проведена',
  adjustment: 'Корректировка андерайтера',
} as const;
export type ItemStatus = keyof typeof ITEM_STATUSES;

/** The income titles of a person's budget; every income item has the type `income` (001 §3). */
export const INCOME_TITLES = {
  salary: 'Заработная плата по основному месту работы',
  partTime: 'Доход от работы по совместительству',
  rent: 'Доход от сдачи имущества в аренду',
  pension: 'Пенсия',
} as const;

/** The charges (type code, title); `loans_month` is the sum of the loans' payments and is never edited. */
export const CHARGE_TYPES = {
  rent: 'Аренда жилья',
  utilities: 'Коммунальные платежи',
  dependants: 'Расходы на содержание иждивенцев',
  alimony: 'Алименты',
  loans_month: 'Ежемесячные платежи по кредитам',
} as const;
export type ChargeType = keyof typeof CHARGE_TYPES;
export const LOANS_MONTH = 'loans_month';

/** The types of extended income (the income editor's dropdown). */
export const INCOME_TYPES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Доход от подработки' },
  { id: 2, name: 'Доход от сдачи имущества в аренду' },
  { id: 3, name: 'Доход от предпринимательской деятельности' },
  { id: 4, name: 'Доход по договорам гражданско-правового характера' },
  { id: 5, name: 'Пенсия' },
  { id: 6, name: 'Алименты' },
  { id: 7, name: 'Доход от вкладов и ценных бумаг' },
  { id: 8, name: 'Социальные выплаты и пособия' },
];

/** The credit types (`GET /api/suggest/creditCodes`): the credit-bureau codes, with the rate and term the seed uses. */
export const CREDIT_CODES: readonly {
  code: string;
  name: string;
  rate: number;
  months: readonly [number, number];
  amount: readonly [number, number];
}[] = [
  { code: '01', name: 'Автокредит', rate: 16, months: [36, 84], amount: [400_000, 2_500_000] },
  { code: '04', name: 'Потребительский кредит', rate: 22, months: [12, 60], amount: [50_000, 1_200_000] },
  { code: '06', name: 'Ипотека', rate: 9, months: [120, 300], amount: [2_000_000, 9_000_000] },
  { code: '07', name: 'Кредитная карта', rate: 29, months: [24, 36], amount: [30_000, 300_000] },
  { code: '19', name: 'Микрозайм', rate: 90, months: [3, 12], amount: [10_000, 60_000] },
];

/** The kinds of a credit-bureau record (`bkiType`; the documents do not show them). */
export const BKI_TYPES = ['active', 'closed', 'overdue'] as const;

export const CREDITORS = [
  'ПАО Сбербанк',
  'Банк ВТБ (ПАО)',
  'АО «Альфа-Банк»',
  'АО «Т-Банк»',
  'ПАО «Совкомбанк»',
  'АО «Почта Банк»',
  'ПАО Банк «ФК Открытие»',
  'АО «Райффайзенбанк»',
] as const;

/** The monthly annuity payment of a credit. */
export function annuity(principal: number, ratePercent: number, months: number): number {
  const i = ratePercent / 1200;
  if (months <= 0) return 0;
  if (i === 0) return principal / months;
  return (principal * i) / (1 - (1 + i) ** -months);
}

/** The principal an annuity payment repays. */
export function principalOf(payment: number, ratePercent: number, months: number): number {
  const i = ratePercent / 1200;
  if (months <= 0) return 0;
  if (i === 0) return payment * months;
  return (payment * (1 - (1 + i) ** -months)) / i;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
export const roundTo = (n: number, step: number) => Math.round(n / step) * step;
