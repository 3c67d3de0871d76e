import type { GskCalculatorInput, GskCalculatorResult, GskReferenceItem } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import { CITIES, REGIONS } from '../world/seed/catalog-places';
import { DAY, WORLD_NOW } from '../world/time';
import type { World } from '../world/world';
import { financeTexts, round2, roundTo } from './catalog';

/**
 * The salary estimate ('Калькулятор ГКС', 001 §2.4, §3, §5). Its reference lists are the stub's: the world's 15
 * regions (population category, average salary, the regional minimum wage), education, specialty type (worker
 * group), population, ownership type and OKVED (the world's employers' codes and a few more), each with a factor.
 */
interface Coded {
  code: string;
  name: string;
  factor: number;
}

const POPULATION: readonly Coded[] = [
  { code: 'lessThan100Thousand', name: 'Менее 100 тыс. человек', factor: 0.8 },
  { code: 'from100to500Thousand', name: 'От 100 до 500 тыс. человек', factor: 0.9 },
  { code: 'from500ThousandToMillion', name: 'От 500 тыс. до 1 млн человек', factor: 0.95 },
  { code: 'moreThanMillion', name: 'Более 1 млн человек', factor: 1 },
];

/** Per region code: population category, average salary (roubles a month), minimum wage. */
const REGION_DATA: Readonly<Record<string, readonly [string, number, number]>> = {
  '77': ['moreThanMillion', 135_000, 32_916],
  '78': ['moreThanMillion', 98_000, 30_000],
  '50': ['from100to500Thousand', 92_000, 29_389],
  '47': ['lessThan100Thousand', 75_000, 27_093],
  '16': ['moreThanMillion', 68_000, 27_093],
  '66': ['moreThanMillion', 72_000, 27_093],
  '54': ['moreThanMillion', 66_000, 27_093],
  '23': ['from500ThousandToMillion', 62_000, 27_093],
  '61': ['moreThanMillion', 60_000, 27_093],
  '63': ['moreThanMillion', 61_000, 27_093],
  '52': ['moreThanMillion', 62_000, 27_093],
  '02': ['moreThanMillion', 60_000, 27_093],
  '74': ['moreThanMillion', 62_000, 27_093],
  '36': ['moreThanMillion', 55_000, 27_093],
  '59': ['moreThanMillion', 63_000, 27_093],
};
const FEDERAL_MIN_WAGE = 27_093;

const regionName = (r: (typeof REGIONS)[number]) =>
  r.cities.length === 1 && r.cities[0]!.regionType === 'г' ? `г. ${r.name}` : r.name;

const REGION_ITEMS: readonly GskReferenceItem[] = REGIONS.map((r) => ({
  code: r.code,
  name: regionName(r),
  population: REGION_DATA[r.code]?.[0] ?? 'moreThanMillion',
}));

const EDUCATION: readonly Coded[] = [
  { code: 'secondary', name: 'Среднее', factor: 0.8 },
  { code: 'secondarySpecial', name: 'Среднее специальное', factor: 0.9 },
  { code: 'incompleteHigher', name: 'Неоконченное высшее', factor: 0.95 },
  { code: 'higher', name: 'Высшее', factor: 1.1 },
  { code: 'twoHigher', name: 'Два и более высших', factor: 1.2 },
  { code: 'academic', name: 'Ученая степень', factor: 1.3 },
];

const WORKER_GROUPS: readonly Coded[] = [
  { code: 'service', name: 'Обслуживающий персонал', factor: 0.75 },
  { code: 'worker', name: 'Рабочий', factor: 0.85 },
  { code: 'office', name: 'Служащий', factor: 0.9 },
  { code: 'specialist', name: 'Специалист', factor: 1 },
  { code: 'manager', name: 'Руководитель среднего звена', factor: 1.4 },
  { code: 'topManager', name: 'Руководитель высшего звена', factor: 2.2 },
];

const PROPERTY: readonly Coded[] = [
  { code: 'private', name: 'Частная', factor: 1 },
  { code: 'state', name: 'Государственная', factor: 0.95 },
  { code: 'municipal', name: 'Муниципальная', factor: 0.9 },
  { code: 'foreign', name: 'Иностранная', factor: 1.25 },
  { code: 'mixed', name: 'Смешанная', factor: 1.05 },
];

const OKVED: readonly Coded[] = [
  { code: '06.10', name: 'Добыча нефти', factor: 1.6 },
  { code: '10.71', name: 'Производство хлеба и мучных кондитерских изделий', factor: 0.85 },
  { code: '29.10', name: 'Производство автотранспортных средств', factor: 1.05 },
  { code: '35.11', name: 'Производство электроэнергии', factor: 1.15 },
  { code: '41.20', name: 'Строительство жилых и нежилых зданий', factor: 1 },
  { code: '43.21', name: 'Производство электромонтажных работ', factor: 0.95 },
  { code: '45.11', name: 'Торговля легковыми автомобилями', factor: 1 },
  { code: '46.90', name: 'Торговля оптовая неспециализированная', factor: 1 },
  { code: '47.11', name: 'Торговля розничная в неспециализированных магазинах', factor: 0.85 },
  { code: '49.10', name: 'Деятельность железнодорожного транспорта', factor: 1.05 },
  { code: '49.41', name: 'Деятельность автомобильного грузового транспорта', factor: 0.95 },
  { code: '51.10', name: 'Деятельность пассажирского воздушного транспорта', factor: 1.2 },
  { code: '52.29', name: 'Деятельность вспомогательная, связанная с перевозками', factor: 0.95 },
  { code: '56.10', name: 'Деятельность ресторанов и услуги по доставке продуктов питания', factor: 0.75 },
  { code: '61.10', name: 'Деятельность в области связи на базе проводных технологий', factor: 1.15 },
  { code: '62.01', name: 'Разработка компьютерного программного обеспечения', factor: 1.4 },
  { code: '64.19', name: 'Денежное посредничество прочее', factor: 1.3 },
  { code: '68.20', name: 'Аренда и управление недвижимым имуществом', factor: 1 },
  { code: '84.11', name: 'Деятельность органов государственного управления', factor: 1 },
  { code: '85.14', name: 'Образование среднее общее', factor: 0.8 },
  { code: '86.10', name: 'Деятельность больничных организаций', factor: 0.85 },
];

const LISTS: Readonly<Record<string, readonly GskReferenceItem[]>> = {
  region: REGION_ITEMS,
  education: EDUCATION.map(({ code, name }) => ({ code, name })),
  workerGroup: WORKER_GROUPS.map(({ code, name }) => ({ code, name })),
  population: POPULATION.map(({ code, name }) => ({ code, name })),
  property: PROPERTY.map(({ code, name }) => ({ code, name })),
  okved: OKVED.map(({ code, name }) => ({ code, name: `${code} ${name}` })),
};

export const GSK_REFERENCE_TYPES = Object.keys(LISTS);

export const gskTexts = {
  unknownList: 'Неизвестный справочник',
  within: 'Заявленный доход в пределах диапазона',
  above: 'Заявленный доход выше диапазона',
  below: 'Заявленный доход ниже диапазона',
} as const;

/** A reference list: items whose title (or code) holds `name` (any case, ё = е), the first `perPage`, and the count. */
export function gskReference(type: string, name: string | undefined, perPage: number) {
  const list = LISTS[type];
  if (!list)
    throw new DomainError('invalid', gskTexts.unknownList, [{ propertyPath: 'type', message: gskTexts.unknownList }]);
  const norm = (s: string) => s.toLowerCase().replace(/ё/g, 'е');
  const typed = norm(name?.trim() ?? '');
  const found = list.filter((i) => typed === '' || norm(i.name).includes(typed) || norm(i.code).startsWith(typed));
  return { count: found.length, items: found.slice(0, perPage).map((i) => ({ ...i })) };
}

/** The inputs prepared from the deal's client: gender, age, salary, registration region, employer's OKVED. */
export function gskPreparedData(world: World, deal: number): GskCalculatorInput {
  const { clients } = world;
  const c = world.deals.client[deal]!;
  const known = clients.surname[c]! >= 0 && world.pool.get(clients.surname[c]!) !== '';
  const city = clients.regHouse[c]! > 0 ? CITIES[clients.regCity[c]!] : undefined;
  const region = city ? REGIONS[city.regionIndex]!.code : null;
  const employer = world.employers[clients.employer[c]!];
  const isPublic = employer ? /^(ГБУЗ|ГБОУ|МБОУ|МБДОУ|ГБУ|ГКУ|МБУ)/.test(employer.shortName) : false;
  return {
    gender: known ? (clients.gender[c] === 1 ? 'Ж' : 'М') : null,
    age: known ? Math.floor((WORLD_NOW / DAY - clients.birthDay[c]!) / 365.25) : null,
    education: null,
    workerGroup: null,
    experience: null,
    salary: clients.income[c]! > 0 ? clients.income[c]! : null,
    region,
    population: region ? (REGION_DATA[region]?.[0] ?? null) : null,
    property: employer ? (isPublic ? 'state' : 'private') : null,
    okved: employer && OKVED.some((o) => o.code === employer.okved) ? employer.okved : null,
  };
}

export type GskInput = { [K in keyof GskCalculatorInput]-?: NonNullable<GskCalculatorInput[K]> };

/**
 * The estimate: the region's average salary × the factors of education, specialty type, population, ownership and
 * OKVED × experience (+2% a year up to 20 years) × age (under 25: 0.85, 55 and over: 0.9), rounded to 1000 roubles;
 * the employee's range is 70–130% of it, the entrepreneur's typical income 130% of it (range 60–160%). A manager
 * with under 3 years of experience is estimated as a specialist (`isWorkerGroupChange`). Every coded input must be
 * of its list (the region picked from it, 001 §5): 400 'Введите валидное значение!' at each other one.
 */
export function calculateGsk(input: GskInput): GskCalculatorResult {
  const pick = (list: readonly Coded[], path: keyof GskInput) => list.find((i) => i.code === input[path]);
  const region = REGION_ITEMS.find((r) => r.code === input.region);
  const found = {
    education: pick(EDUCATION, 'education'),
    workerGroup: pick(WORKER_GROUPS, 'workerGroup'),
    population: pick(POPULATION, 'population'),
    property: pick(PROPERTY, 'property'),
    okved: pick(OKVED, 'okved'),
  };
  const errors = [
    ...(region ? [] : [{ propertyPath: 'region', message: financeTexts.invalid }]),
    ...Object.entries(found)
      .filter(([, v]) => !v)
      .map(([k]) => ({ propertyPath: k, message: financeTexts.invalid })),
  ];
  if (errors.length > 0 || !region) throw new DomainError('invalid', financeTexts.invalid, errors);
  const [, average, minWage] = REGION_DATA[region.code] ?? ['moreThanMillion', 60_000, FEDERAL_MIN_WAGE];
  const demoted = (input.workerGroup === 'manager' || input.workerGroup === 'topManager') && input.experience < 3;
  const group = demoted ? WORKER_GROUPS.find((g) => g.code === 'specialist')! : found.workerGroup!;
  const ageFactor = input.age < 25 ? 0.85 : input.age >= 55 ? 0.9 : 1;
  const experience = 1 + 0.02 * Math.min(input.experience, 20);
  const raw =
    average *
    found.education!.factor *
    group.factor *
    found.population!.factor *
    found.property!.factor *
    found.okved!.factor *
    experience *
    ageFactor;
  const worker = Math.max(minWage, roundTo(raw, 1000));
  const ie = roundTo(worker * 1.3, 1000);
  const workerRange = { min: roundTo(worker * 0.7, 1000), max: roundTo(worker * 1.3, 1000) };
  const ieRange = { min: roundTo(ie * 0.6, 1000), max: roundTo(ie * 1.6, 1000) };
  const verdict = (range: { min: number; max: number }) =>
    input.salary > range.max ? gskTexts.above : input.salary < range.min ? gskTexts.below : gskTexts.within;
  return {
    isWorkerGroupChange: demoted,
    calculatedWorkerGroup: group.code,
    specifiedSalary: input.salary,
    approximateWorkerSalary: worker,
    approximateIESalary: ie,
    estimatedSalary: worker,
    ratio: round2(input.salary / worker),
    maxSalary: workerRange.max,
    rangeWorkerSalary: workerRange,
    rangeIESalary: ieRange,
    workerResult: verdict(workerRange),
    individualEntrepreneurResult: verdict(ieRange),
    minWage,
  };
}
