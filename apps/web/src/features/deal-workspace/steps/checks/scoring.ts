import type { AdditionalCheckStatus, AlgorithmStatus, CheckLight, ScoringGroup, User } from '@autocredit/generated/api';
import { formatUnixSeconds } from '@/shared/lib/format-date';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';

/** Check light texts (001 §4). */
export const LIGHT_TEXTS: Readonly<Record<CheckLight, string>> = {
  green: 'Положительно',
  red: 'Отказ',
  yellow: 'Не определено',
};

/** Algorithm status texts (001 §4). */
export const ALGORITHM_STATUS_TEXTS: Readonly<Record<AlgorithmStatus, string>> = {
  success: 'Успешно',
  in_progress: 'Выполняется',
  failure: 'Провалена',
  interrupted: 'Прервана',
};

/** Additional check status texts (001 §4). */
export const CHECK_STATUS_TEXTS: Readonly<Record<AdditionalCheckStatus, string>> = {
  active: 'Выполняется',
  completed: 'Завершена',
  error: 'Завершена с ошибкой',
};

/** The texts of the checks and historyChecks steps and of the additional checks (001 §2.5, §4, §5, §8). */
export const SCORING_TEXTS = {
  resetCache: 'Отключить кэш проверок',
  cacheReset: 'Сброшено',
  calculatePdn: 'Расчитать ПДН',
  pdnCalculated: 'ПДН расчитан',
  /** A check's cache button before and after the click. */
  checkCache: 'Отключить кэш',
  cacheOff: 'Кэш отключен',
  history: 'История доп. проверок',
  newCheck: 'Новая проверка',
  view: 'Просмотр',
  check: 'Проверить',
  checkAll: 'Проверить все',
  saved: 'Данные успешно сохранены',
  saveFailed: 'Ошибка сохранения формы',
  failed: 'Что-то пошло не так',
  noItems: 'Нет позиций для отображения',
  noData: 'Нет данных для отображения',
} as const;

/** The column titles of the results tables. */
export const SCORING_COLUMNS = {
  check: 'Проверка',
  result: 'Результат',
  info: 'Информация для отображения',
  start: 'Дата начала',
  finish: 'Дата окончания',
  cache: 'Кэш',
} as const;

/** The reload after a cache reset or a PDN calculation (001 §4, §9). */
export const SCORING_RELOAD_MS = 200;

const WEIGHT: Readonly<Record<CheckLight, number>> = { green: 0, yellow: 1, red: 2 };

/** A group's colour: red if any check is red, else yellow if any is yellow, else green (001 §2.5). */
export function groupLight(group: ScoringGroup): CheckLight {
  return group.checks.reduce<CheckLight>(
    (worst, check) => (WEIGHT[check.light] > WEIGHT[worst] ? check.light : worst),
    'green',
  );
}

/** The flags of the checks step by the user's roles and privileges (001 §6). */
export interface ScoringAccess {
  /** The 'information for display' column: not for auditors. */
  showInfo: boolean;
  /** The cache column, a check's cache button and 'Расчитать ПДН': admin or the rescoring privilege. */
  canRescore: boolean;
  /** 'Отключить кэш проверок': admin. */
  canResetCache: boolean;
  /** 'Новая проверка' in 'История доп. проверок'. */
  canRunChecks: boolean;
}

/** What the user may see and do on the checks step. */
export function scoringAccess(user: Pick<User, 'roles' | 'allPrivileges'> | null | undefined): ScoringAccess {
  return {
    showInfo: !isAllowed(user, policies.auditor),
    canRescore: isAllowed(user, policies.scoringCache),
    canResetCache: isAllowed(user, policies.scoringCacheReset),
    canRunChecks: isAllowed(user, policies.additionalChecks) && !isAllowed(user, policies.auditor),
  };
}

/** A moment of the server (ISO 8601) as dd.MM.yyyy HH:mm:ss (001 §9); '' when absent. */
export function formatMoment(value: string | null | undefined): string {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? '' : formatUnixSeconds(ms / 1000);
}
