/** The texts of the car field (002 §3, §4, §5, §6). */
export const CAR_MANUAL = 'Ручной ввод';
export const CAR_PRODUCTION = 'Производство';
export const CAR_CONDITION = 'Состояние';
export const CAR_BRAND = 'Марка';
export const CAR_MODEL = 'Модель';
export const CAR_MODIFICATION = 'Модификация';
export const CAR_YEAR = 'Год выпуска';
export const CAR_DRIVE = 'Привод';
export const CAR_FUEL = 'Тип топлива';
export const CAR_HORSEPOWER = 'Мощность, л.с.';
export const CAR_TRANSMISSION = 'Коробка передач';
export const CAR_BODY = 'Тип кузова';
export const CAR_MARKET_PRICE = 'Стоимость Автостат';
export const CAR_NOT_CHOSEN = 'Не выбрано';

/** The production of a car (002 §9: domestic/foreign). */
export const PRODUCTION_OPTIONS = [
  { value: 'domestic', label: 'Отечественный' },
  { value: 'foreign', label: 'Иностранный' },
] as const;

/** The condition of a car (002 §9: new/uses). */
export const CONDITION_OPTIONS = [
  { value: 'new', label: 'Новый' },
  { value: 'uses', label: 'С пробегом' },
] as const;
