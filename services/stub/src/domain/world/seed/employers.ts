import { CITIES, REGIONS, STREETS } from './catalog-places';
import type { Random } from './prng';
import { DAY, WORLD_NOW, dayToDate } from '../time';

/** An employer of clients (an organisation, 002 §3 "Employer"). */
export interface EmployerRecord {
  index: number;
  name: string;
  shortName: string;
  inn: string;
  kpp: string;
  ogrn: string;
  okved: string;
  opf: { full: string; short: string; code: string };
  /** The legal address line; the actual one is the same unless given. */
  addressLegal: string;
  addressActual: string;
  registrationDate: string;
  /** How often clients work there (relative). */
  weight: number;
}

const FORMS = [
  { full: 'Общество с ограниченной ответственностью', short: 'ООО', code: '12300', weight: 70 },
  { full: 'Акционерное общество', short: 'АО', code: '12267', weight: 12 },
  { full: 'Публичное акционерное общество', short: 'ПАО', code: '12247', weight: 4 },
  { full: 'Государственное бюджетное учреждение', short: 'ГБУ', code: '75203', weight: 8 },
  { full: 'Муниципальное бюджетное учреждение', short: 'МБУ', code: '75403', weight: 6 },
];

const ROOTS = [
  'Альфа',
  'Вектор',
  'Гарант',
  'Меридиан',
  'Прогресс',
  'Техно',
  'Агро',
  'Пром',
  'Энерго',
  'Сибирь',
  'Волга',
  'Урал',
  'Север',
  'Нева',
  'Кама',
  'Дон',
  'Орион',
  'Атлант',
  'Спектр',
  'Импульс',
  'Стандарт',
  'Авангард',
  'Феникс',
  'Горизонт',
  'Содружество',
  'Регион',
  'Лидер',
  'Союз',
  'Омега',
  'Вертикаль',
];
const SUFFIXES = [
  'Строй',
  'Трейд',
  'Сервис',
  'Групп',
  'Авто',
  'Инвест',
  'Логистика',
  'Девелопмент',
  'Ресурс',
  'Маркет',
  'Снаб',
  'Монтаж',
  'Технологии',
  'Консалт',
  'Пищепром',
  'Фарм',
  'Телеком',
  'Транс',
];
const PUBLIC = [
  'Городская клиническая больница № ',
  'Средняя общеобразовательная школа № ',
  'Центр социального обслуживания № ',
  'Детский сад № ',
  'Поликлиника № ',
];
const OKVED = [
  '41.20',
  '46.90',
  '47.11',
  '49.41',
  '62.01',
  '68.20',
  '43.21',
  '10.71',
  '45.11',
  '52.29',
  '86.10',
  '85.14',
];

/** INN of a legal entity (10 digits) with its check digit. */
export function innWithCheck(first9: string): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = weights.reduce((s, w, i) => s + w * Number(first9[i]), 0);
  return first9 + ((sum % 11) % 10);
}

/** OGRN (13 digits) with its check digit. */
export function ogrnWithCheck(first12: string): string {
  return first12 + ((Number(first12) % 11) % 10);
}

export function generateEmployers(random: Random, count: number): EmployerRecord[] {
  const employers: EmployerRecord[] = [];
  const used = new Set<string>();
  for (let index = 0; index < count; index++) {
    const form = FORMS[random.weighted(FORMS.map((f) => f.weight))]!;
    const isPublic = form.short === 'ГБУ' || form.short === 'МБУ';
    const label = isPublic
      ? `${random.pick(PUBLIC)}${random.int(1, 250)}`
      : `${random.pick(ROOTS)}${random.chance(0.8) ? `-${random.pick(SUFFIXES)}` : ''}`;
    const city = random.int(0, CITIES.length - 1);
    const region = REGIONS[CITIES[city]!.regionIndex]!;
    const street = STREETS[random.int(0, STREETS.length - 1)]!;
    const line = `${CITIES[city]!.prefix}, ${street.type} ${street.name}, д ${random.int(1, 120)}`;
    const office = random.chance(0.6) ? `, офис ${random.int(1, 600)}` : '';
    const regDay = Math.floor(WORLD_NOW / DAY) - random.int(400, 9000);
    const year = dayToDate(regDay).slice(2, 4);
    let inn: string;
    do inn = innWithCheck(`${region.code}${random.digits(7)}`);
    while (used.has(inn));
    used.add(inn);
    employers.push({
      index,
      name: `${form.full} «${label}»`,
      shortName: `${form.short} «${label}»`,
      inn,
      kpp: `${inn.slice(0, 4)}01001`,
      ogrn: ogrnWithCheck(`1${year}${region.code}${random.digits(7)}`),
      okved: random.pick(OKVED),
      opf: { full: form.full, short: form.short, code: form.code },
      addressLegal: `${line}${office}`,
      addressActual: random.chance(0.8) ? `${line}${office}` : `${line}, стр ${random.int(1, 5)}`,
      registrationDate: dayToDate(regDay),
      // A few large employers, many small ones.
      weight: index < count / 20 ? 12 : index < count / 4 ? 3 : 1,
    });
  }
  return employers;
}
