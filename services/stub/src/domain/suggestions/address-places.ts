import { CITIES, REGIONS, type Street } from '../world/seed/catalog-places';
import { wordsOf } from './text';

/**
 * The places of the address directory (002 §4 'address input', §7 `get-address`): each city's own streets beside the
 * world's common ones, the settlements of the districts, and the places (cities and settlements) in directory order.
 */

const s = (name: string, type = 'ул', typeFull = 'улица'): Street => ({ name, type, typeFull });
const avenue = (name: string) => s(name, 'пр-кт', 'проспект');
const highway = (name: string) => s(name, 'ш', 'шоссе');

/** Each city's own streets, beside the common ones. */
export const OWN_STREETS: Readonly<Record<string, readonly Street[]>> = {
  Москва: [
    s('Арбат'),
    s('Новый Арбат'),
    avenue('Ленинский'),
    avenue('Кутузовский'),
    s('Большая Якиманка'),
    highway('Варшавское'),
    highway('Волоколамское'),
    s('Покровка'),
    s('Мясницкая'),
    avenue('Мичуринский'),
    s('Вавилова'),
    s('Новая Басманная'),
    s('Марксистская'),
  ],
  'Санкт-Петербург': [
    avenue('Невский'),
    avenue('Московский'),
    s('Большая Морская'),
    s('Гороховая'),
    s('Марата'),
    avenue('Лиговский'),
    s('Садовая'),
    avenue('Каменноостровский'),
    avenue('Лахтинский'),
  ],
  Казань: [s('Баумана'), s('Пушкина'), avenue('Победы'), s('Кремлёвская'), s('Ямашева', 'пр-кт', 'проспект')],
  Новосибирск: [avenue('Красный'), s('Фрунзе'), s('Кропоткина'), s('Дуси Ковальчук'), s('Большевистская')],
  Екатеринбург: [s('Малышева'), s('Вайнера'), s('Куйбышева'), avenue('Космонавтов'), s('Радищева')],
  'Нижний Новгород': [s('Большая Покровская'), s('Рождественская'), avenue('Гагарина'), s('Белинского')],
  Самара: [s('Ленинградская'), s('Куйбышева'), avenue('Масленникова'), s('Ново-Садовая'), s('Молодогвардейская')],
  Тольятти: [s('Революционная'), s('Автостроителей'), highway('Южное')],
  'Ростов-на-Дону': [s('Большая Садовая'), avenue('Буденновский'), s('Пушкинская')],
  Краснодар: [s('Красная'), s('Северная'), s('Ставропольская'), s('Солнечная')],
  'Набережные Челны': [avenue('Автозаводский'), avenue('Мира'), avenue('Сююмбике')],
  Сочи: [s('Навагинская'), s('Курортный', 'пр-кт', 'проспект')],
  Уфа: [avenue('Октября'), s('Менделеева'), s('Заки Валиди')],
  Челябинск: [avenue('Свердловский'), s('Кирова'), avenue('Комсомольский')],
  Воронеж: [avenue('Революции'), s('Плехановская'), s('Кольцовская')],
  Пермь: [s('Сибирская'), s('Петропавловская'), s('Екатерининская')],
};

/** A settlement of a region's district: a village, a workers' settlement... (area and settlement parts). */
export interface Settlement {
  /** The KLADR code of its region. */
  regionCode: string;
  area: string;
  name: string;
  type: string;
  typeFull: string;
  postal: string;
}

const settlement = (regionCode: string, area: string, name: string, type: string, typeFull: string, postal: string) =>
  ({ regionCode, area, name, type, typeFull, postal }) satisfies Settlement;

export const SETTLEMENTS: readonly Settlement[] = [
  settlement('50', 'Одинцовский', 'Лесной Городок', 'дп', 'дачный поселок', '143080'),
  settlement('50', 'Красногорский', 'Путилково', 'д', 'деревня', '143441'),
  settlement('47', 'Всеволожский', 'Янино-1', 'гп', 'городской поселок', '188689'),
  settlement('16', 'Лаишевский', 'Усады', 'с', 'село', '422624'),
  settlement('54', 'Новосибирский', 'Краснообск', 'рп', 'рабочий поселок', '630501'),
  settlement('66', 'Сысертский', 'Кашино', 'с', 'село', '624013'),
  settlement('63', 'Волжский', 'Смышляевка', 'пгт', 'поселок городского типа', '443548'),
  settlement('52', 'Кстовский', 'Афонино', 'д', 'деревня', '607686'),
  settlement('23', 'Динской', 'Динская', 'ст-ца', 'станица', '353200'),
];
/** The streets of every settlement: indexes of the common streets (Садовая, Молодёжная, Центральная, Школьная, Лесная). */
export const SETTLEMENT_STREETS = [6, 7, 8, 9, 10];

/**
 * A place of the directory: a city of the world (the first ones, by CITIES index, so that postal codes agree with the
 * world's addresses) or a settlement of a district, with the city of its region for the region's parts.
 */
export interface Place {
  /** The city whose region the place is in (CITIES index). */
  city: number;
  settlement?: Settlement;
}
export const PLACES: readonly Place[] = [
  ...CITIES.map((_, city) => ({ city })),
  ...SETTLEMENTS.map((st) => ({
    city: CITIES.findIndex((c) => REGIONS[c.regionIndex]!.code === st.regionCode),
    settlement: st,
  })),
];

/** Words of the query that name a type (г, ул, д, кв...): they say which part follows, not a name. */
export const TYPE_WORDS = new Set([
  'г',
  'город',
  'гор',
  'обл',
  'область',
  'респ',
  'республика',
  'край',
  'ул',
  'улица',
  'пр-кт',
  'пр',
  'проспект',
  'пер',
  'переулок',
  'ш',
  'шоссе',
  'б-р',
  'бульвар',
  'д',
  'дом',
  'кв',
  'квартира',
  'россия',
  'р-н',
  'район',
  ...SETTLEMENTS.flatMap((st) => [st.type, ...wordsOf(st.typeFull)]),
]);
export const STREET_TYPES: Readonly<Record<string, string>> = {
  ул: 'ул',
  улица: 'ул',
  'пр-кт': 'пр-кт',
  пр: 'пр-кт',
  проспект: 'пр-кт',
  пер: 'пер',
  переулок: 'пер',
  ш: 'ш',
  шоссе: 'ш',
  'б-р': 'б-р',
  бульвар: 'б-р',
};
