import type {
  AdditionalCheckPersonDataInput,
  AdditionalCheckRunType,
  AlgorithmStatus,
  CheckAlgorithm,
} from '@autocredit/generated/api';
import { personInnWithCheck } from '../finance/inn';
import { hash32, mix } from '../world/seed/prng';

type Field = keyof AdditionalCheckPersonDataInput;

/** An algorithm an additional check may run: the data it needs, how often it fails, its texts. */
interface AlgorithmDefinition extends CheckAlgorithm {
  needs: readonly Field[];
  /** Percent of people it fails for (deterministic per person). */
  failPercent: number;
  success: string | ((data: AdditionalCheckPersonDataInput, seed: number) => string);
  failure: string;
}

const NAME: readonly Field[] = ['lastName', 'firstName', 'birthDate'];
const PASSPORT: readonly Field[] = ['passportSeries', 'passportNumber'];

/** The INN the tax service finds by the passport: the region of the series, a number, the check digits. */
const innFound = (data: AdditionalCheckPersonDataInput, seed: number) => {
  const h = mix(seed, hash32(`${data.passportSeries}${data.passportNumber}`), 12);
  const office = String((h % 40) + 1).padStart(2, '0');
  const number = String(mix(h, 3) % 1_000_000).padStart(6, '0');
  return `ИНН найден: ${personInnWithCheck(`${data.passportSeries!.slice(0, 2)}${office}${number}`)}`;
};

/** The algorithms (the documents do not show the set: these are the stub's, the contract's examples first). */
export const ALGORITHMS: readonly AlgorithmDefinition[] = [
  {
    type: 'passportValidity',
    name: 'Проверка действительности паспорта',
    needs: PASSPORT,
    failPercent: 5,
    success: 'Сведения о недействительности паспорта не найдены',
    failure: 'Паспорт числится в списке недействительных',
  },
  {
    type: 'fsspDebts',
    name: 'Исполнительные производства ФССП',
    needs: NAME,
    failPercent: 30,
    success: 'Исполнительные производства не найдены',
    failure: 'Найдены исполнительные производства',
  },
  {
    type: 'innByPassport',
    name: 'Поиск ИНН по паспорту',
    needs: [...NAME, ...PASSPORT],
    failPercent: 10,
    success: innFound,
    failure: 'ИНН не найден по паспортным данным',
  },
  {
    type: 'bankruptcy',
    name: 'Сведения о банкротстве (ЕФРСБ)',
    needs: NAME,
    failPercent: 4,
    success: 'Сведения о банкротстве не найдены',
    failure: 'Найдено сообщение о признании банкротом',
  },
  {
    type: 'terroristList',
    name: 'Перечень террористов и экстремистов',
    needs: NAME,
    failPercent: 1,
    success: 'Совпадений с перечнем не найдено',
    failure: 'Найдено совпадение с перечнем Росфинмониторинга',
  },
  {
    type: 'mvdWanted',
    name: 'Розыск МВД',
    needs: NAME,
    failPercent: 2,
    success: 'В розыске не значится',
    failure: 'Значится в федеральном розыске',
  },
];

export const algorithmTexts = {
  unknown: 'Неизвестная проверка',
  noData: 'Недостаточно данных для проверки',
  interrupted: 'Не выполнялась: предыдущая проверка провалена',
} as const;

export const algorithmOf = (type: string) => ALGORITHMS.find((a) => a.type === type);

/** The outcome of one algorithm run. */
export interface AlgorithmOutcome {
  type: string;
  status: Exclude<AlgorithmStatus, 'in_progress'>;
  message: string;
  /** What was sent to it: the fields it needs. */
  request: Record<string, string | null>;
}

/**
 * Runs the algorithms on a person (in the list's order; an empty list: every algorithm). Deterministic per person
 * and seed: the same data always give the same outcome; an algorithm without the data it needs fails. With
 * `beforeFirstError` the ones after the first failure are interrupted.
 */
export function runAlgorithms(
  seed: number,
  types: readonly string[],
  runType: AdditionalCheckRunType,
  data: AdditionalCheckPersonDataInput,
): AlgorithmOutcome[] {
  const chosen = types.length === 0 ? ALGORITHMS : types.map((type) => algorithmOf(type)!);
  const person = hash32(
    [data.lastName, data.firstName, data.birthDate, data.passportSeries, data.passportNumber].join('|'),
  );
  let failed = false;
  return chosen.map((algorithm): AlgorithmOutcome => {
    const request = Object.fromEntries(algorithm.needs.map((field) => [field, data[field]?.trim() || null]));
    if (failed && runType === 'beforeFirstError') {
      return { type: algorithm.type, status: 'interrupted', message: algorithmTexts.interrupted, request };
    }
    const missing = algorithm.needs.some((field) => !data[field]?.trim());
    const fails = missing || mix(seed, person, hash32(algorithm.type)) % 100 < algorithm.failPercent;
    failed ||= fails;
    if (fails) {
      return {
        type: algorithm.type,
        status: 'failure',
        message: missing ? algorithmTexts.noData : algorithm.failure,
        request,
      };
    }
    const message = typeof algorithm.success === 'string' ? algorithm.success : algorithm.success(data, seed);
    return { type: algorithm.type, status: 'success', message, request };
  });
}
