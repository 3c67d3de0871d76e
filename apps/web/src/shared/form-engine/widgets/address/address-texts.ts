/** The texts of the address field (002 §4 'Address input', §5 'Manual address'). */
export const MANUAL_SWITCH = 'Ручной ввод';
export const POSTAL_CODE_REQUIRED = 'Введите индекс';
export const POSTAL_CODE_LENGTH = 'Индекс содержит 6 символов';
export const POSTAL_CODE_DIGITS = 'Индекс может содержать только цифры';
export const REGION_ID_REQUIRED = 'Введите номер региона';
export const REGION_ID_DIGITS = 'Номер региона может содержать только цифры';
export const REGION_REQUIRED = 'Введите регион';
export const KLADR_INVALID = 'Неверный код. Введите код региона в соответствии с КЛАДР';
export const ADDRESS_SAVED = 'Адрес сохранен';
export const SAVE_ADDRESS = 'Сохранить адрес';

/** The labels of the manual inputs. */
export const MANUAL_LABELS = {
  postalCode: 'Индекс',
  regionId: 'Код региона',
  region: 'Регион',
  regionType: 'Тип региона',
  area: 'Район',
  city: 'Город',
  settlement: 'Населенный пункт',
  street: 'Улица',
  house: 'Дом',
  block: 'Корпус',
  flat: 'Квартира',
} as const;

/** The labels of the underwriter's hints. */
export const HINT_LABELS = {
  postalCode: 'Индекс',
  regionId: 'Код региона',
  region: 'Регион',
  area: 'Район',
  city: 'Город',
  settlement: 'Населенный пункт',
  street: 'Улица',
  house: 'Дом',
  block: 'Корпус',
  flat: 'Квартира',
  fiasActualityState: 'Актуальность ФИАС',
  houseFiasId: 'ФИАС дома',
  streetFiasId: 'ФИАС улицы',
  cityFiasId: 'ФИАС города',
  manual: 'Введен вручную',
} as const;
