/** Regions, cities and streets of the addresses; holdings, partners and sale points. */

export interface City {
  /** The address line up to the city, as the address suggestions write it (`Свердловская обл, г Екатеринбург`). */
  prefix: string;
  region: string;
  regionType: string;
  regionTypeFull: string;
  city: string;
  /** The first digits of its postal codes. */
  postal: number;
}

export interface Region {
  /** KLADR code, two digits. */
  code: string;
  name: string;
  /** Hours from UTC. */
  offset: number;
  /** The first two digits of passport series issued there (OKATO). */
  okato: string;
  /** 'по ...': the region in the dative (passport divisions). */
  dative: string;
  cities: City[];
}

const federalCity = (name: string, postal: number): City => ({
  prefix: `г ${name}`,
  region: name,
  regionType: 'г',
  regionTypeFull: 'город',
  city: name,
  postal,
});

const cityIn = (region: string, type: string, typeFull: string, name: string, postal: number): City => ({
  prefix: `${region} ${type}, г ${name}`,
  region,
  regionType: type,
  regionTypeFull: typeFull,
  city: name,
  postal,
});

const obl = (region: string, name: string, postal: number) => cityIn(region, 'обл', 'область', name, postal);
const kray = (region: string, name: string, postal: number) => cityIn(region, 'край', 'край', name, postal);
const resp = (region: string, name: string, postal: number) => ({
  ...cityIn(region, 'Респ', 'республика', name, postal),
  prefix: `Респ ${region}, г ${name}`,
});

export const REGIONS: readonly Region[] = [
  { code: '77', name: 'Москва', offset: 3, okato: '45', dative: 'г. Москве', cities: [federalCity('Москва', 1)] },
  {
    code: '78',
    name: 'Санкт-Петербург',
    offset: 3,
    okato: '40',
    dative: 'г. Санкт-Петербургу',
    cities: [federalCity('Санкт-Петербург', 19)],
  },
  {
    code: '50',
    name: 'Московская область',
    offset: 3,
    okato: '46',
    dative: 'Московской области',
    cities: [
      obl('Московская', 'Химки', 1414),
      obl('Московская', 'Балашиха', 1439),
      obl('Московская', 'Подольск', 1421),
    ],
  },
  {
    code: '47',
    name: 'Ленинградская область',
    offset: 3,
    okato: '41',
    dative: 'Ленинградской области',
    cities: [obl('Ленинградская', 'Гатчина', 1883), obl('Ленинградская', 'Всеволожск', 1886)],
  },
  {
    code: '16',
    name: 'Республика Татарстан',
    offset: 3,
    okato: '92',
    dative: 'Республике Татарстан',
    cities: [resp('Татарстан', 'Казань', 420), resp('Татарстан', 'Набережные Челны', 423)],
  },
  {
    code: '66',
    name: 'Свердловская область',
    offset: 5,
    okato: '65',
    dative: 'Свердловской области',
    cities: [obl('Свердловская', 'Екатеринбург', 620)],
  },
  {
    code: '54',
    name: 'Новосибирская область',
    offset: 7,
    okato: '50',
    dative: 'Новосибирской области',
    cities: [obl('Новосибирская', 'Новосибирск', 630)],
  },
  {
    code: '23',
    name: 'Краснодарский край',
    offset: 3,
    okato: '03',
    dative: 'Краснодарскому краю',
    cities: [kray('Краснодарский', 'Краснодар', 350), kray('Краснодарский', 'Сочи', 354)],
  },
  {
    code: '61',
    name: 'Ростовская область',
    offset: 3,
    okato: '60',
    dative: 'Ростовской области',
    cities: [obl('Ростовская', 'Ростов-на-Дону', 344)],
  },
  {
    code: '63',
    name: 'Самарская область',
    offset: 4,
    okato: '36',
    dative: 'Самарской области',
    cities: [obl('Самарская', 'Самара', 443), obl('Самарская', 'Тольятти', 445)],
  },
  {
    code: '52',
    name: 'Нижегородская область',
    offset: 3,
    okato: '22',
    dative: 'Нижегородской области',
    cities: [obl('Нижегородская', 'Нижний Новгород', 603)],
  },
  {
    code: '02',
    name: 'Республика Башкортостан',
    offset: 5,
    okato: '80',
    dative: 'Республике Башкортостан',
    cities: [resp('Башкортостан', 'Уфа', 450)],
  },
  {
    code: '74',
    name: 'Челябинская область',
    offset: 5,
    okato: '75',
    dative: 'Челябинской области',
    cities: [obl('Челябинская', 'Челябинск', 454)],
  },
  {
    code: '36',
    name: 'Воронежская область',
    offset: 3,
    okato: '20',
    dative: 'Воронежской области',
    cities: [obl('Воронежская', 'Воронеж', 394)],
  },
  {
    code: '59',
    name: 'Пермский край',
    offset: 5,
    okato: '57',
    dative: 'Пермскому краю',
    cities: [kray('Пермский', 'Пермь', 614)],
  },
];

/** Every city with its region, in a fixed order (addresses keep the index). */
export const CITIES: readonly (City & { regionIndex: number })[] = REGIONS.flatMap((r, regionIndex) =>
  r.cities.map((c) => ({ ...c, regionIndex })),
);

export interface Street {
  type: string;
  typeFull: string;
  name: string;
}

const street = (name: string, type = 'ул', typeFull = 'улица'): Street => ({ type, typeFull, name });

/** Streets found in every city. */
export const STREETS: readonly Street[] = [
  street('Ленина'),
  street('Советская'),
  street('Мира'),
  street('Гагарина'),
  street('Пушкина'),
  street('Кирова'),
  street('Садовая'),
  street('Молодёжная'),
  street('Центральная'),
  street('Школьная'),
  street('Лесная'),
  street('Набережная'),
  street('Октябрьская'),
  street('Первомайская'),
  street('Комсомольская'),
  street('Строителей'),
  street('Победы'),
  street('Чехова'),
  street('Лермонтова'),
  street('Горького'),
  street('Маяковского'),
  street('Тверская'),
  street('Профсоюзная'),
  street('Заводская'),
  street('Мира', 'пр-кт', 'проспект'),
  street('Ленина', 'пр-кт', 'проспект'),
  street('Космонавтов', 'пр-кт', 'проспект'),
  street('Победы', 'б-р', 'бульвар'),
  street('Цветной', 'б-р', 'бульвар'),
  street('Почтовый', 'пер', 'переулок'),
];

export interface Holding {
  id: number;
  name: string;
}

export const HOLDINGS: readonly Holding[] = [
  { id: 1, name: 'ГК Рольф' },
  { id: 2, name: 'ГК Автомир' },
  { id: 3, name: 'ГК Major' },
  { id: 4, name: 'ГК Авилон' },
  { id: 5, name: 'ГК ТТС' },
  { id: 6, name: 'ГК Ключавто' },
  { id: 7, name: 'ГК Агат' },
];

export const POINT_TYPES = [
  { short: 'ДЦ', title: 'Дилерский центр' },
  { short: 'АС', title: 'Автосалон' },
  { short: 'ТП', title: 'Торговая площадка' },
] as const;

export interface SalePointInfo {
  id: number;
  /** The sale point's own name (`specialName`, the `salePoints` dictionary). */
  name: string;
  /** The dealer's brand (`brandName`). */
  brand: string;
  holdingId: number | null;
  /** An index of CITIES. */
  city: number;
  /** An index of POINT_TYPES. */
  pointType: number;
  isWithoutAcceptAct: boolean;
  /** How often deals come from it (relative). */
  weight: number;
}

const cityIndex = (name: string) => {
  const index = CITIES.findIndex((c) => c.city === name);
  if (index < 0) throw new Error(`Unknown city ${name}`);
  return index;
};

const point = (
  id: number,
  kind: string,
  label: string,
  cityName: string,
  brand: string,
  holdingId: number | null,
  pointType: number,
  options: { noAct?: boolean; weight?: number } = {},
): SalePointInfo => ({
  id,
  name: `${kind} «${label}», ${cityName}`,
  brand,
  holdingId,
  city: cityIndex(cityName),
  pointType,
  isWithoutAcceptAct: options.noAct ?? false,
  weight: options.weight ?? 1,
});

/**
 * The sale points. 12 and 27 are those of the seeded operators (`goz`, `goz_chief`); they get more deals so that the
 * seeded users have plenty to see.
 */
export const SALE_POINTS: readonly SalePointInfo[] = [
  point(3, 'Дилерский центр', 'Рольф Северо-Запад', 'Москва', 'Рольф', 1, 0),
  point(5, 'Дилерский центр', 'Рольф Химки', 'Химки', 'Рольф', 1, 0),
  point(7, 'Дилерский центр', 'Рольф Лахта', 'Санкт-Петербург', 'Рольф', 1, 0),
  point(9, 'Дилерский центр', 'Рольф Октябрьская', 'Санкт-Петербург', 'Рольф', 1, 0),
  point(12, 'Автосалон', 'Рольф Юг', 'Москва', 'Рольф', 1, 1, { weight: 6 }),
  point(14, 'Дилерский центр', 'Автомир Щёлковская', 'Москва', 'Автомир', 2, 0),
  point(16, 'Дилерский центр', 'Автомир Екатеринбург', 'Екатеринбург', 'Автомир', 2, 0),
  point(18, 'Дилерский центр', 'Автомир Новосибирск', 'Новосибирск', 'Автомир', 2, 0),
  point(20, 'Дилерский центр', 'Автомир Воронеж', 'Воронеж', 'Автомир', 2, 0),
  point(22, 'Дилерский центр', 'Major Новорижский', 'Москва', 'Major', 3, 0),
  point(24, 'Дилерский центр', 'Major Балашиха', 'Балашиха', 'Major', 3, 0),
  point(27, 'Автосалон', 'Автомир Тушино', 'Москва', 'Автомир', 2, 1, { weight: 6 }),
  point(29, 'Дилерский центр', 'Авилон Волгоградский', 'Москва', 'Авилон', 4, 0),
  point(31, 'Дилерский центр', 'ТТС Казань', 'Казань', 'ТТС', 5, 0),
  point(33, 'Дилерский центр', 'ТТС Набережные Челны', 'Набережные Челны', 'ТТС', 5, 0),
  point(35, 'Дилерский центр', 'ТТС Уфа', 'Уфа', 'ТТС', 5, 0),
  point(37, 'Дилерский центр', 'Ключавто Краснодар', 'Краснодар', 'Ключавто', 6, 0),
  point(39, 'Дилерский центр', 'Ключавто Сочи', 'Сочи', 'Ключавто', 6, 0),
  point(41, 'Дилерский центр', 'Ключавто Ростов', 'Ростов-на-Дону', 'Ключавто', 6, 0),
  point(43, 'Дилерский центр', 'Агат Нижний Новгород', 'Нижний Новгород', 'Агат', 7, 0),
  point(45, 'Дилерский центр', 'Агат Самара', 'Самара', 'Агат', 7, 0),
  point(47, 'Автосалон', 'Мотор Плюс', 'Пермь', 'Мотор Плюс', null, 1),
  point(49, 'Автосалон', 'Урал-Авто', 'Челябинск', 'Урал-Авто', null, 1),
  point(51, 'Торговая площадка', 'Сити Кар', 'Москва', 'Сити Кар', null, 2, { noAct: true }),
  point(53, 'Торговая площадка', 'Авто с пробегом', 'Подольск', 'Авто с пробегом', null, 2, { noAct: true }),
  point(55, 'Автосалон', 'Гатчина Авто', 'Гатчина', 'Гатчина Авто', null, 1),
  point(57, 'Торговая площадка', 'Север Моторс', 'Всеволожск', 'Север Моторс', null, 2, { noAct: true }),
  point(59, 'Автосалон', 'Лада Тольятти', 'Тольятти', 'Лада Тольятти', null, 1),
];

export const SALE_POINT_BY_ID: ReadonlyMap<number, number> = new Map(SALE_POINTS.map((s, i) => [s.id, i]));
