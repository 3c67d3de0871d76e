/*
 * The credit calculator's texts (000 §2.13, §5, §8). The required text is the one the server's calculator answers
 * with (the stub's `calculatorTexts.required`, the sign-in's 'Пожалуйста, заполните это поле.' of 000 §5), so that a
 * field reads the same whichever side found it empty.
 */

/** A required field left empty (000 §5). */
export const CALCULATOR_REQUIRED = 'Пожалуйста, заполните это поле.';

/** The promo (or plain) program list of a partner could not be loaded (000 §8). */
export const PROGRAMS_LOAD_FAILED = 'Не удалось получить список программ';

/** The confirmation before a deal is created from the calculator (000 §8, §2.11). */
export const CREATE_CONFIRM = 'Вы действительно хотите создать новую сделку?';

/** The create button of `create-short-request` (000 §2.11). */
export const CREATE_LABEL = 'Создать заявку';

/** The screen's sections and columns (000 §2.13, §3); the documents name them, these are the captions. */
export const calculatorCaptions = {
  title: 'Кредитный калькулятор',
  credit: 'Кредит',
  car: 'Автомобиль',
  services: 'Дополнительные услуги',
  variants: 'Варианты кредита',
  noServices: 'Выберите партнера, чтобы увидеть его услуги',
  noVariants: 'Варианты появятся, когда заполнены основные поля',
  computing: 'Расчет вариантов...',
  currentTerm: 'Текущий срок',
  servicesTotal: 'Итого в кредит',
} as const;

/** The labels of the calculator's fields, by path (also the names of the server's field errors in toasts). */
export const fieldLabels: Readonly<Record<string, string>> = {
  'autocredit.product': 'Продукт',
  'autocredit.partner': 'Партнер',
  'autocredit.program': 'Программа',
  'autocredit.programPromo': 'Акция',
  'auto.condition': 'Состояние автомобиля',
  'auto.production': 'Производство',
  'auto.year': 'Год выпуска',
  'autocredit.carCostRequested': 'Стоимость автомобиля',
  'autocredit.initialFee': 'Первоначальный взнос',
  'autocredit.initialFeePercent': 'ПВ, %',
  'autocredit.costRequested': 'Сумма кредита',
  'autocredit.term': 'Срок, мес.',
  'autocredit.interestRate': 'Ставка, %',
  'autocredit.paymentMonthly': 'Ежемесячный платеж',
  'autocredit.documentsPackage': 'Пакет документов',
  'equipment.cost': 'Доп. оборудование',
};

/** The label of a service's field (`optionalServices.{i}.{field}`). */
export const serviceFieldLabels: Readonly<Record<string, string>> = {
  active: 'Подключена',
  isCredit: 'В кредит',
  cost: 'Стоимость',
  percent: '% от стоимости ТС',
  rate: 'Тариф, %',
  term: 'Срок, мес.',
  provider: 'Поставщик',
  service: 'Услуга',
};
