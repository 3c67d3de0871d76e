import type { CarModification, FormFieldChoice } from '@autocredit/generated/api';
import { REASON_CODE_CHOICES } from './reason-codes';
import type { CarCatalog, FormDictionaries, FormSource } from './source';

export type { CarCatalog } from './source';

const choices = (entries: ReadonlyArray<readonly [string | number, string]>): FormFieldChoice[] =>
  entries.map(([value, label]) => ({ value: String(value), label }));

const modification = (hash: string, name: string, price: number): CarModification => ({
  hash,
  name,
  marketPrice: price,
  price,
  avgPrice: null,
});

export const DEFAULT_CARS: CarCatalog = {
  'LADA (ВАЗ)': {
    Vesta: [
      modification('lada-vesta-16mt', '1.6 MT (106 л.с.) Comfort', 1_390_000),
      modification('lada-vesta-18cvt', '1.8 CVT (122 л.с.) Life', 1_650_000),
    ],
    Granta: [modification('lada-granta-16mt', '1.6 MT (90 л.с.) Classic', 890_000)],
  },
  Haval: {
    Jolion: [
      modification('haval-jolion-15dct', '1.5 DCT (150 л.с.) Comfort', 2_299_000),
      modification('haval-jolion-15dct-elite', '1.5 DCT (150 л.с.) Elite', 2_599_000),
    ],
    F7: [modification('haval-f7-20dct', '2.0 DCT (190 л.с.) Premium', 3_199_000)],
  },
  Chery: {
    'Tiggo 7 Pro Max': [modification('chery-t7pm-15cvt', '1.5T CVT (147 л.с.) Prestige', 2_750_000)],
  },
};

export const DEFAULT_DICTIONARIES: FormDictionaries = {
  genders: choices([
    ['man', 'Мужской'],
    ['woman', 'Женский'],
  ]),
  maritalStatuses: choices([
    ['single', 'Холост / не замужем'],
    ['married', 'Женат / замужем'],
    ['divorced', 'Разведен / разведена'],
    ['widowed', 'Вдовец / вдова'],
    ['civil', 'Гражданский брак'],
  ]),
  terms: choices([12, 24, 36, 48, 60, 72, 84].map((t) => [t, String(t)] as const)),
  programs: choices([
    [14, 'Автокредит Стандарт'],
    [15, 'Автокредит Экспресс'],
    [16, 'Автокредит Господдержка'],
  ]),
  partners: choices([
    [12, 'Рольф Юг (Москва, Варшавское ш., 146)'],
    [27, 'Автомир Тушино (Москва, Волоколамское ш., 103)'],
  ]),
  stateSupport: choices([
    ['none', 'Продолжить без субсидии'],
    ['first_car', 'Первый автомобиль'],
    ['family_car', 'Семейный автомобиль'],
  ]),
  decisions: choices([
    ['approved', 'Одобрить'],
    ['rejected', 'Отказать'],
  ]),
  reasonCodes: REASON_CODE_CHOICES,
  delayReasons: choices([
    ['client_unavailable', 'Клиент не отвечал на звонки'],
    ['documents_check', 'Дополнительная проверка документов'],
    ['other', 'Другое'],
  ]),
  verifications: choices([
    ['passport', 'Паспорт клиента'],
    ['income', 'Доход клиента'],
    ['employer', 'Работодатель'],
    ['phone', 'Телефон клиента'],
  ]),
  verificationStatuses: choices([
    ['confirmed', 'Подтверждено'],
    ['not_confirmed', 'Не подтверждено'],
    ['not_checked', 'Не проверялось'],
  ]),
  carConditions: choices([
    ['new', 'Новый'],
    ['uses', 'С пробегом'],
  ]),
  carProductions: choices([
    ['domestic', 'Отечественный'],
    ['foreign', 'Иностранный'],
  ]),
  driverPassportTypes: choices([
    ['borrower', 'Заемщика'],
    ['other', 'Другого лица'],
  ]),
  realEstateChecks: choices([
    ['confirmed', 'Подтверждено'],
    ['not_confirmed', 'Не подтверждено'],
    ['absent', 'Отсутствует'],
  ]),
  // The world's (world/form-source-catalog.ts): the process's decision types and their titles.
  decisionTypes: [],
  cars: DEFAULT_CARS,
};

/** The dictionaries of a source: its own, else the defaults. */
export function dictionariesOf(source: FormSource): FormDictionaries {
  return { ...DEFAULT_DICTIONARIES, ...source.dictionaries };
}

export const carBrands = (cars: CarCatalog): FormFieldChoice[] => choices(Object.keys(cars).map((b) => [b, b]));

export const carModels = (cars: CarCatalog, brand: string | null | undefined): FormFieldChoice[] =>
  choices(Object.keys((brand && cars[brand]) || {}).map((m) => [m, m]));

export function carModifications(cars: CarCatalog, brand: string | null | undefined, model: string | null | undefined) {
  return (brand && model && cars[brand]?.[model]) || [];
}
