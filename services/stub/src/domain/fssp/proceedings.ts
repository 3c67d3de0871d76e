import type { Address, FsspResultItem } from '@autocredit/generated/api';
import type { PersonSource } from '../forms/source';
import { CITIES, REGIONS, STREETS, type City } from '../world/seed/catalog-places';
import { innWithCheck } from '../world/seed/employers';
import { FEMALE_NAMES, MALE_NAMES, PATRONYMICS, SURNAMES, WOMAN, surnameFor } from '../world/seed/names';
import { Random } from '../world/seed/prng';
import { WORLD_NOW, dayToDate, moscowDayOf } from '../world/time';

/** How many proceedings a client has, by weight: none for almost half of them, up to four. */
const COUNT_WEIGHTS = [45, 25, 17, 9, 4];
/** The share of the proceedings still open (the others are finished: 'ИП отсутствуют на сайте'). */
const ACTIVE_SHARE = 0.5;
/** The enforcement fee (исполнительский сбор): 7% of the debt, at least 1000 roubles for an individual. */
const DUTY_RATE = 0.07;
const MIN_DUTY = 1000;

/** Banks as creditors (their real INNs): Сбербанк, ВТБ, Т-Банк, Альфа-Банк, Почта Банк, ОТП Банк, Хоум Банк. */
const BANK_INNS = ['7707083893', '7702070139', '7710140679', '7728168971', '3232005484', '7708001614', '7735057951'];

/** The closing grounds of the law on enforcement proceedings (229-ФЗ): article, part, point. */
const CLOSINGS: readonly (readonly [string, string, string])[] = [
  ['47', '1', '1'], // paid
  ['47', '1', '1'],
  ['46', '1', '3'], // the debtor or the property cannot be found
  ['46', '1', '4'], // no property to recover from
];

/** The city in the genitive (courts and offices of a city: 'г. Казани'). */
const CITY_GENITIVE: Readonly<Record<string, string>> = {
  Москва: 'Москвы',
  'Санкт-Петербург': 'Санкт-Петербурга',
  Химки: 'Химок',
  Балашиха: 'Балашихи',
  Подольск: 'Подольска',
  Гатчина: 'Гатчины',
  Всеволожск: 'Всеволожска',
  Казань: 'Казани',
  'Набережные Челны': 'Набережных Челнов',
  Екатеринбург: 'Екатеринбурга',
  Новосибирск: 'Новосибирска',
  Краснодар: 'Краснодара',
  'Ростов-на-Дону': 'Ростова-на-Дону',
  Самара: 'Самары',
  'Нижний Новгород': 'Нижнего Новгорода',
  Уфа: 'Уфы',
  Челябинск: 'Челябинска',
  Воронеж: 'Воронежа',
  Пермь: 'Перми',
};

/** Districts (nominative, genitive) of the courts and bailiff offices: the federal cities' own, else the usual ones. */
const DISTRICTS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  Москва: [
    ['Тверской', 'Тверского'],
    ['Пресненский', 'Пресненского'],
    ['Басманный', 'Басманного'],
    ['Хамовнический', 'Хамовнического'],
  ],
  'Санкт-Петербург': [
    ['Адмиралтейский', 'Адмиралтейского'],
    ['Василеостровский', 'Василеостровского'],
    ['Невский', 'Невского'],
    ['Центральный', 'Центрального'],
  ],
};
const COMMON_DISTRICTS: readonly (readonly [string, string])[] = [
  ['Ленинский', 'Ленинского'],
  ['Советский', 'Советского'],
  ['Кировский', 'Кировского'],
  ['Октябрьский', 'Октябрьского'],
  ['Центральный', 'Центрального'],
  ['Железнодорожный', 'Железнодорожного'],
];

/** The telephone area code of each region (by its KLADR code). */
const AREA_CODES: Readonly<Record<string, string>> = {
  '77': '495',
  '78': '812',
  '50': '496',
  '47': '813',
  '16': '843',
  '66': '343',
  '54': '383',
  '23': '861',
  '61': '863',
  '63': '846',
  '52': '831',
  '02': '347',
  '74': '351',
  '36': '473',
  '59': '342',
};

/** What a proceeding is about: the enforcement document, its issuer, the subject, the creditor, the sum. */
type Kind = 'credit' | 'fine' | 'tax' | 'utilities';
const KIND_WEIGHTS: Readonly<Record<Kind, number>> = { credit: 40, fine: 30, tax: 15, utilities: 15 };
const KINDS = Object.keys(KIND_WEIGHTS) as Kind[];

const SUBJECTS: Readonly<Record<Kind, string>> = {
  credit: 'Задолженность по кредитным платежам (кроме ипотеки)',
  fine: 'Штраф ГИБДД',
  tax: 'Налоги и сборы, включая пени (кроме пошлин)',
  utilities: 'Задолженность по платежам за жилую площадь, коммунальные платежи, включая пени',
};

/** The sums of each kind, roubles. */
const SUMS: Readonly<Record<Kind, readonly [number, number]>> = {
  credit: [15_000, 450_000],
  fine: [500, 5000],
  tax: [1000, 40_000],
  utilities: [5000, 120_000],
};

/** The place of the person: their registration city (Moscow when unknown) and its region. */
interface Place {
  city: City;
  regionCode: string;
  dative: string;
}

function placeOf(address: Address | null | undefined): Place {
  const found = CITIES.find((c) => c.city === address?.city) ?? CITIES[0]!;
  const region = REGIONS[found.regionIndex]!;
  return { city: found, regionCode: region.code, dative: region.dative };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A sum in roubles and kopecks within the range. */
const sumIn = (random: Random, [min, max]: readonly [number, number]) => round2(min + random.next() * (max - min));

function postalIn(random: Random, city: City): string {
  const prefix = String(city.postal);
  return prefix + random.digits(6 - prefix.length);
}

/** A bailiff's full name, gender-consistent. */
function bailiffName(random: Random): string {
  const woman = random.chance(0.6);
  const surname = surnameFor(random.pick(SURNAMES), woman ? WOMAN : 0);
  const patronymic = random.pick(PATRONYMICS);
  return `${surname} ${random.pick(woman ? FEMALE_NAMES : MALE_NAMES)} ${woman ? patronymic[2] : patronymic[1]}`;
}

interface Document {
  weTypeName: string;
  weNumber: string;
  weIssuer: string;
  creditorInn: string | null;
}

/** The enforcement document of a proceeding of that kind, issued in the person's place. */
function documentOf(random: Random, kind: Kind, place: Place, year: number): Document {
  const { city, regionCode, dative } = place;
  const genitive = CITY_GENITIVE[city.city] ?? city.city;
  const [district, districtGenitive] = random.pick(DISTRICTS[city.city] ?? COMMON_DISTRICTS);
  const localInn = () => innWithCheck(`${regionCode}${random.digits(7)}`);
  const courtOrder = () => ({
    weTypeName: 'Судебный приказ',
    weNumber: `2-${random.int(100, 4999)}/${year}`,
    weIssuer: `Судебный участок № ${random.int(1, 120)} ${districtGenitive} района г. ${genitive}`,
  });
  switch (kind) {
    case 'credit':
      return random.chance(0.7)
        ? { ...courtOrder(), creditorInn: random.pick(BANK_INNS) }
        : {
            weTypeName: 'Исполнительный лист',
            weNumber: `ФС № 0${random.digits(8)}`,
            weIssuer: `${district} районный суд г. ${genitive}`,
            creditorInn: random.pick(BANK_INNS),
          };
    case 'fine':
      return {
        weTypeName: 'Акт по делу об административном правонарушении',
        weNumber: `18810${regionCode}${random.digits(13)}`,
        weIssuer: `ЦАФАП ОДД ГИБДД ГУ МВД России по ${dative}`,
        creditorInn: null,
      };
    case 'tax':
      return {
        weTypeName: 'Акт органа, осуществляющего контрольные функции',
        weNumber: String(random.int(1000, 99_999)),
        weIssuer: `Межрайонная ИФНС России № ${random.int(1, 25)} по ${dative}`,
        creditorInn: localInn(),
      };
    case 'utilities':
      return { ...courtOrder(), creditorInn: localInn() };
  }
}

/** A street's type as an office's letterhead writes it: `ул.`, `пер.`; `пр-кт` and `б-р` without a dot. */
const streetType = (type: string) => (type.includes('-') ? type : `${type}.`);

/** The bailiff office of the person's place: a district office of the region's directorate. */
function officeOf(random: Random, place: Place) {
  const { city, regionCode, dative } = place;
  const federal = DISTRICTS[city.city] !== undefined;
  const [district] = random.pick(DISTRICTS[city.city] ?? COMMON_DISTRICTS);
  const terotdel = federal
    ? `${district} ОСП ГУФССП России по ${dative}`
    : `${district} РОСП г. ${CITY_GENITIVE[city.city] ?? city.city} ГУФССП России по ${dative}`;
  const street = random.pick(STREETS);
  return {
    bailiffOfficeTerotdel: terotdel,
    bailiffOfficeAddress: `${postalIn(random, city)}, г. ${city.city}, ${streetType(street.type)} ${street.name}, д. ${random.int(1, 80)}`,
    bailiffName: bailiffName(random),
    bailiffPhone: `+7${AREA_CODES[regionCode] ?? '495'}${random.digits(7)}`,
  };
}

const fullName = (person: PersonSource) =>
  [person.surName, person.firstName, person.middleName].filter((part) => part).join(' ');

/**
 * The enforcement proceedings the bailiffs' service finds for a client (001 §3 'FSSP result item'), deterministic
 * from the seed and the client (`clientId`): none for about half of the clients, else one to four, about half of
 * them still open (`active`, with the remaining debt: the debt, the 7% enforcement fee, at least 1000 roubles, and
 * their total) and the others finished ('ИП отсутствуют на сайте': the closing date and ground, no debt). The debtor
 * is the person as the deal has them now; the documents, the courts and the bailiff office are of their registration
 * city; dates are before the world's today. Newest first.
 */
export function proceedingsOf(seed: number, clientId: number, person: PersonSource): FsspResultItem[] {
  const random = new Random(seed, `fssp:${clientId}`);
  const count = random.weighted(COUNT_WEIGHTS);
  const place = placeOf(person.addressRegistration);
  const today = moscowDayOf(WORLD_NOW);
  const items: FsspResultItem[] = [];
  for (let i = 0; i < count; i++) {
    const kind = KINDS[random.weighted(KINDS.map((k) => KIND_WEIGHTS[k]))]!;
    const active = random.chance(ACTIVE_SHARE);
    const risen = today - random.int(20, 2400);
    const issued = risen - random.int(10, 90);
    const year = new Date(issued * 86_400_000).getUTCFullYear();
    const document = documentOf(random, kind, place, year);
    const debt = sumIn(random, SUMS[kind]);
    const duty = round2(Math.max(MIN_DUTY, debt * DUTY_RATE));
    const closing = random.pick(CLOSINGS);
    const ended = Math.min(today - 1, risen + random.int(60, 700));
    items.push({
      name: fullName(person),
      entBdate: person.birthDate,
      entBplace: person.bornPlace,
      epNumber: `${random.int(1000, 999_999)}/${String(new Date(risen * 86_400_000).getUTCFullYear()).slice(2)}/${place.regionCode}${String(random.int(1, 50)).padStart(3, '0')}-ИП`,
      weRisedate: dayToDate(risen),
      weTypeName: document.weTypeName,
      weDate: dayToDate(issued),
      weNumber: document.weNumber,
      weIssuer: document.weIssuer,
      creditorInn: document.creditorInn,
      endDate: active ? null : dayToDate(ended),
      endArticle: active ? null : closing[0],
      endPoint: active ? null : closing[1],
      endSubpoint: active ? null : closing[2],
      weSubjTypeName: SUBJECTS[kind],
      debtBalanceEp: active ? debt : null,
      debtBalanceDuty: active ? duty : null,
      debtBalanceTotal: active ? round2(debt + duty) : null,
      ...officeOf(random, place),
      active,
    });
  }
  return items.sort((a, b) => (b.weRisedate ?? '').localeCompare(a.weRisedate ?? ''));
}
