import type { Address, PartySuggestion } from '@autocredit/generated/api';
import type { EmployerRecord } from '../world/seed/employers';
import { CITIES, REGIONS } from '../world/seed/catalog-places';
import { mix } from '../world/seed/prng';
import { suggestAddresses } from './address-directory';
import { everyWordMatches, wordsOf } from './text';

/**
 * The organisations of `get-party` (002 §7): the world's employers (so that a client's employer is found by its
 * INN), a few large companies with their real INN and OGRN, and their branches (the same INN and OGRN, a branch KPP
 * with reason code 43, `branchType` 'branch') in the cities of the world. Searched by a part of the name or the INN.
 */

export interface Party {
  /** The organisation without its address, which is read from the directory when first suggested. */
  record: PartySuggestion;
  /** The legal address line; `record.address` is filled from it the first time the party is suggested. */
  line: string;
  /** Words of the full and short names. */
  words: string[];
  weight: number;
}

const LARGE = [
  {
    full: 'Сбербанк России',
    short: 'Сбербанк',
    opf: 'ПАО',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    okved: '64.19',
    address: 'г Москва, ул Вавилова, д 19',
    date: '1991-06-20',
    okfs: '41',
  },
  {
    full: 'Российские железные дороги',
    short: 'РЖД',
    opf: 'ОАО',
    inn: '7708503727',
    kpp: '770801001',
    ogrn: '1037739877295',
    okved: '49.10',
    address: 'г Москва, ул Новая Басманная, д 2',
    date: '2003-09-23',
    okfs: '12',
  },
  {
    full: 'Газпром',
    short: 'Газпром',
    opf: 'ПАО',
    inn: '7736050003',
    kpp: '781401001',
    ogrn: '1027700070518',
    okved: '06.20',
    address: 'г Санкт-Петербург, пр-кт Лахтинский, д 2',
    date: '1993-02-25',
    okfs: '41',
  },
  {
    full: 'Магнит',
    short: 'Магнит',
    opf: 'ПАО',
    inn: '2309085638',
    kpp: '231001001',
    ogrn: '1032304945947',
    okved: '47.11',
    address: 'Краснодарский край, г Краснодар, ул Солнечная, д 15',
    date: '2003-11-12',
    okfs: '16',
  },
  {
    full: 'Мобильные ТелеСистемы',
    short: 'МТС',
    opf: 'ПАО',
    inn: '7740000076',
    kpp: '770901001',
    ogrn: '1027700149124',
    okved: '61.20',
    address: 'г Москва, ул Марксистская, д 4',
    date: '1993-10-28',
    okfs: '16',
  },
  {
    full: 'Аэрофлот - российские авиалинии',
    short: 'Аэрофлот',
    opf: 'ПАО',
    inn: '7712040126',
    kpp: '770101001',
    ogrn: '1027700092661',
    okved: '51.10',
    address: 'г Москва, ул Арбат, д 1',
    date: '1994-06-21',
    okfs: '41',
  },
  {
    full: 'КАМАЗ',
    short: 'КАМАЗ',
    opf: 'ПАО',
    inn: '1650032058',
    kpp: '165001001',
    ogrn: '1021602013971',
    okved: '29.10',
    address: 'Респ Татарстан, г Набережные Челны, пр-кт Автозаводский, д 2',
    date: '1990-12-25',
    okfs: '16',
  },
  {
    full: 'АВТОВАЗ',
    short: 'АВТОВАЗ',
    opf: 'ПАО',
    inn: '6320002223',
    kpp: '997350001',
    ogrn: '1026301983113',
    okved: '29.10',
    address: 'Самарская обл, г Тольятти, ш Южное, д 36',
    date: '1993-01-05',
    okfs: '16',
  },
] as const;

const OPF: Readonly<Record<string, { full: string; code: string }>> = {
  ПАО: { full: 'Публичное акционерное общество', code: '12247' },
  ОАО: { full: 'Открытое акционерное общество', code: '12247' },
  АО: { full: 'Акционерное общество', code: '12267' },
  ООО: { full: 'Общество с ограниченной ответственностью', code: '12300' },
};

/** The OKFS code of an organisation by its legal form (16 private, 13 of a region, 14 municipal). */
const OKFS: Readonly<Record<string, string>> = { ГБУ: '13', МБУ: '14' };
/** One in twenty of the world's employers is no longer active. */
const STATES = ['LIQUIDATING', 'LIQUIDATED', 'BANKRUPT', 'REORGANIZING'];

/** An address line of the world as the directory's full record (the part before an office or a building). */
export function addressOfLine(line: string): Address | null {
  const plain = line.replace(/, (офис|стр) .*$/, '');
  const found = suggestAddresses({ query: plain, count: 1 })[0];
  if (found) return found;
  // A house past the directory's (a new one): the street's record with the house as typed, no FIAS house record.
  const house = /, д (\d+)$/.exec(plain)?.[1];
  const street = house
    ? suggestAddresses({ query: plain.replace(/, д \d+$/, ''), count: 1, toBound: 'street' })[0]
    : undefined;
  if (!street || !house) return { value: plain };
  return {
    ...street,
    value: plain,
    house,
    houseType: 'д',
    houseTypeFull: 'дом',
    houseFiasId: null,
    fiasActualityState: null,
  };
}

function ofEmployer(e: EmployerRecord): Party {
  const status = mix(e.index, 7) % 20 === 0 ? STATES[mix(e.index, 8) % STATES.length]! : 'ACTIVE';
  const label = e.name.slice(e.opf.full.length + 1);
  return {
    record: {
      value: e.shortName,
      name: {
        full: label.replace(/[«»]/g, ''),
        full_with_opf: e.name,
        short: e.shortName.replace(`${e.opf.short} `, '').replace(/[«»]/g, ''),
      },
      inn: e.inn,
      kpp: e.kpp,
      ogrn: e.ogrn,
      okfs: OKFS[e.opf.short] ?? '16',
      okved: e.okved,
      opf: { ...e.opf },
      branchType: 'main',
      address: null,
      state: { status, registration_date: e.registrationDate },
    },
    line: e.addressLegal,
    words: wordsOf(`${e.name} ${e.shortName}`),
    weight: e.weight,
  };
}

function large(): Party[] {
  return LARGE.flatMap((o, i) => {
    const opf = OPF[o.opf]!;
    const head: PartySuggestion = {
      value: `${o.opf} ${o.full.toUpperCase()}`,
      name: { full: o.full, full_with_opf: `${opf.full} «${o.full}»`, short: o.short },
      inn: o.inn,
      kpp: o.kpp,
      ogrn: o.ogrn,
      okfs: o.okfs,
      okved: o.okved,
      opf: { full: opf.full, code: opf.code, short: o.opf },
      branchType: 'main',
      address: null,
      state: { status: 'ACTIVE', registration_date: o.date },
    };
    const words = wordsOf(`${o.full} ${o.short} ${o.opf}`);
    // Branches in three cities of other regions than the head's.
    const cities = [0, 1, 2]
      .map((k) => (mix(i, k) % (CITIES.length - 1)) + 1)
      .filter((c, k, all) => all.indexOf(c) === k);
    const branches = cities.map((c): Party => {
      const city = CITIES[c]!;
      const region = REGIONS[city.regionIndex]!;
      const line = `${city.prefix}, ул Ленина, д ${1 + (mix(i, c) % 90)}`;
      return {
        record: {
          ...head,
          value: `${head.value} ${city.city.toUpperCase()} ФИЛИАЛ`,
          name: { ...head.name, full: `${o.full}, филиал в г. ${city.city}` },
          kpp: `${region.code}${String(mix(i, c, 3) % 100).padStart(2, '0')}43001`,
          branchType: 'branch',
        },
        line,
        words: [...words, ...wordsOf(city.city), 'филиал'],
        weight: 50,
      };
    });
    return [{ record: head, line: o.address, words, weight: 1000 }, ...branches];
  });
}

/** The directory of organisations over the world's employers. */
export class PartyDirectory {
  private readonly parties: Party[];

  constructor(employers: readonly EmployerRecord[]) {
    this.parties = [...large(), ...employers.map(ofEmployer)];
  }

  get size(): number {
    return this.parties.length;
  }

  /** Up to `count` organisations, heads before branches, larger first: by an INN (or its beginning) or name words. */
  suggest(query: string, count = 10): PartySuggestion[] {
    const digits = query.replace(/\s+/g, '');
    const byInn = /^\d+$/.test(digits);
    const words = wordsOf(query.replace(/[«»"]/g, ' '));
    const found = this.parties.filter((p) =>
      byInn
        ? p.record.inn.startsWith(digits) || (digits.length === 13 && p.record.ogrn === digits)
        : everyWordMatches(words, p.words),
    );
    return found
      .map((p, i) => ({ p, i }))
      .sort(
        (a, b) =>
          Number(a.p.record.branchType !== 'main') - Number(b.p.record.branchType !== 'main') ||
          b.p.weight - a.p.weight ||
          a.i - b.i,
      )
      .slice(0, count)
      .map(({ p }) => {
        p.record.address ??= addressOfLine(p.line);
        return structuredClone(p.record);
      });
  }
}
