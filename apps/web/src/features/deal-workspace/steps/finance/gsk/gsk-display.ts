import type { GskCalculatorResult, GskReferenceItem } from '@autocredit/generated/api';
import { formatFixed2, formatMoney } from '@/shared/lib/format-money';
import { GSK_TEXTS } from './gsk-calculator';

/** Options of a dropdown from reference items, the current code first listed as itself when not among them. */
export function gskOptions(
  items: readonly GskReferenceItem[],
  current: string | null,
): Array<{ value: string; label: string }> {
  const options = items.map((i) => ({ value: i.code, label: i.name }));
  if (current !== null && !options.some((o) => o.value === current))
    options.unshift({ value: current, label: current });
  return options;
}

/** The title of a code in reference items; the code itself when it is not there. */
export const gskTitle = (items: readonly GskReferenceItem[] | undefined, code: string | null): string =>
  code === null ? '' : (items?.find((i) => i.code === code)?.name ?? code);

const NONE = '—';

const moneyWithKopecks = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money with 2 decimals (the max salary, 001 §9): 311000 → '311 000,00 ₽'. */
export const formatMoney2 = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? NONE : moneyWithKopecks.format(value);

const money = (value: number | null | undefined) => formatMoney(value) || NONE;
const range = (value: GskCalculatorResult['rangeWorkerSalary']) =>
  value ? `${money(value.min)} – ${money(value.max)}` : NONE;

/** The labels of the result's fields (001 §3). */
export const GSK_RESULT_LABELS: Readonly<Record<keyof GskCalculatorResult, string>> = {
  isWorkerGroupChange: 'Тип специальности изменен',
  calculatedWorkerGroup: 'Тип специальности в расчете',
  specifiedSalary: 'Указанная зарплата',
  approximateWorkerSalary: 'Примерная зарплата сотрудника',
  approximateIESalary: 'Примерный доход ИП',
  estimatedSalary: 'Расчетная зарплата',
  ratio: 'Отношение указанной зарплаты к расчетной',
  maxSalary: 'Максимальная зарплата',
  rangeWorkerSalary: 'Диапазон зарплаты сотрудника',
  rangeIESalary: 'Диапазон дохода ИП',
  workerResult: 'Вывод для сотрудника',
  individualEntrepreneurResult: 'Вывод для ИП',
  minWage: 'МРОТ региона',
};

/**
 * The lines of the results panel, every field of the result (001 §3): money in ru-RU with ₽, the max salary with 2
 * decimals, the ratio with 2 decimals, the specialty type by its title (`workerGroupTitle`).
 */
export function gskResultLines(
  result: GskCalculatorResult,
  workerGroupTitle: (code: string) => string,
): Array<{ key: keyof GskCalculatorResult; label: string; value: string }> {
  const values: Record<keyof GskCalculatorResult, string> = {
    isWorkerGroupChange: result.isWorkerGroupChange ? GSK_TEXTS.yes : GSK_TEXTS.no,
    calculatedWorkerGroup: result.calculatedWorkerGroup ? workerGroupTitle(result.calculatedWorkerGroup) : NONE,
    specifiedSalary: money(result.specifiedSalary),
    approximateWorkerSalary: money(result.approximateWorkerSalary),
    approximateIESalary: money(result.approximateIESalary),
    estimatedSalary: money(result.estimatedSalary),
    ratio: result.ratio === null ? NONE : formatFixed2(result.ratio),
    maxSalary: formatMoney2(result.maxSalary),
    rangeWorkerSalary: range(result.rangeWorkerSalary),
    rangeIESalary: range(result.rangeIESalary),
    workerResult: result.workerResult ?? NONE,
    individualEntrepreneurResult: result.individualEntrepreneurResult ?? NONE,
    minWage: money(result.minWage),
  };
  return (Object.keys(GSK_RESULT_LABELS) as Array<keyof GskCalculatorResult>).map((key) => ({
    key,
    label: GSK_RESULT_LABELS[key],
    value: values[key],
  }));
}

/** Reference items of several answers, each code once (the first answer's order first). */
export function mergeGskItems(...lists: ReadonlyArray<readonly GskReferenceItem[] | undefined>): GskReferenceItem[] {
  const seen = new Set<string>();
  const merged: GskReferenceItem[] = [];
  for (const item of lists.flatMap((list) => list ?? [])) {
    if (seen.has(item.code)) continue;
    seen.add(item.code);
    merged.push(item);
  }
  return merged;
}

/**
 * Whether a key comes from an open list (an autocomplete's or a dropdown's: its input says `aria-expanded`, or the
 * key is typed in the list's panel, e.g. its filter): Escape there closes the list, not the dialog.
 */
export function isOpenListKey(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.getAttribute('aria-expanded') === 'true' || target.closest('[data-pr-is-overlay]') !== null;
}
