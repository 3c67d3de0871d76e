import { TASK_DEFINITIONS, type TaskDefinition } from '../../process/definitions';
import type { DealStatus, TaskRole } from '../../process/types';

/** Deal statuses (the codes of the contract's open `DealStatusCode` the stub gives), their Russian titles and whether the process has finished. */
export interface StatusInfo {
  code: DealStatus;
  title: string;
  /** The deal's process is over: it belongs to the deal history. */
  finished: boolean;
}

export const STATUSES: readonly StatusInfo[] = [
  { code: 'new', title: 'Новая', finished: false },
  { code: 'in_progress', title: 'В обработке', finished: false },
  { code: 'underwriting', title: 'На проверке андеррайтера', finished: false },
  { code: 'rework', title: 'На доработке', finished: false },
  { code: 'client_waiting', title: 'Ожидание решения клиента', finished: false },
  { code: 'client_approved', title: 'Клиент согласился', finished: false },
  { code: 'client_refused', title: 'Клиент отказался', finished: true },
  { code: 'approved', title: 'Кредит одобрен', finished: false },
  { code: 'rejected', title: 'Отказ', finished: true },
  { code: 'release', title: 'Выдача кредита', finished: false },
  { code: 'issued', title: 'Кредит выдан', finished: true },
  { code: 'canceled', title: 'Отменена', finished: true },
];

export const STATUS_INDEX: Readonly<Record<DealStatus, number>> = Object.fromEntries(
  STATUSES.map((s, i) => [s.code, i]),
) as Record<DealStatus, number>;

export const statusOf = (code: DealStatus): number => STATUS_INDEX[code];

/** The business logic (process variant) of a deal: the `businessLogic` filter. */
export const BUSINESS_LOGICS = [
  { code: 'autocredit', title: 'Автокредит' },
  { code: 'fast_decision', title: 'Быстрое решение' },
  { code: 'refinancing', title: 'Рефинансирование автокредита' },
] as const;
export const BL_AUTOCREDIT = 0;
export const BL_FAST_DECISION = 1;

/** Credit programs: the `creditProgram` filter, the `programmName` column. */
export interface Program {
  id: number;
  name: string;
  /** For used cars only (else new cars only, unless both). */
  condition: 'new' | 'uses' | 'any';
  rate: number;
}

export const PROGRAMS: readonly Program[] = [
  { id: 14, name: 'Автокредит Стандарт', condition: 'any', rate: 15.9 },
  { id: 15, name: 'Автокредит Экспресс', condition: 'any', rate: 18.9 },
  { id: 16, name: 'Автокредит Господдержка', condition: 'new', rate: 11.9 },
  { id: 17, name: 'Автокредит Семейный', condition: 'new', rate: 12.9 },
  { id: 18, name: 'Автокредит Первый автомобиль', condition: 'new', rate: 12.5 },
  { id: 19, name: 'Автокредит Trade-in', condition: 'any', rate: 14.9 },
  { id: 20, name: 'Автокредит Без первоначального взноса', condition: 'any', rate: 19.9 },
  { id: 21, name: 'Автокредит Подержанный автомобиль', condition: 'uses', rate: 17.5 },
];

/** Verification strategies of the underwriters: the `strategy` filter, the `strategyName` column. */
export interface Strategy {
  id: number;
  name: string;
  /** The strategy's time limit for the pre-decision task, minutes. */
  minutes: number;
}

export const STRATEGIES: readonly Strategy[] = [
  { id: 1, name: 'Упрощённая проверка', minutes: 15 },
  { id: 2, name: 'Экспресс-проверка', minutes: 20 },
  { id: 3, name: 'Стандартная проверка', minutes: 30 },
  { id: 4, name: 'Расширенная проверка', minutes: 45 },
  { id: 5, name: 'Проверка ИП', minutes: 60 },
];

/** GOZ priorities (`GET /api/autocredit/priority/get/`), higher is more urgent. */
export const PRIORITIES = [
  { value: 0, label: 'Обычный' },
  { value: 1, label: 'Высокий' },
  { value: 2, label: 'Срочный' },
] as const;

/** The type of credit application (`decisionTypeLabel`) by business logic. */
export const APPLICATION_TYPE_LABELS = ['Полная заявка', 'Быстрое решение', 'Полная заявка'] as const;

/** Decisions of the underwriters. */
export interface DecisionKind {
  /** `decisionType`: a type starting with `preliminary` marks a preliminary decision. */
  type: string;
  title: string;
  /** The underwriter decision column (`decisionForUderwriterLabel`). */
  label: string;
}

export const DECISION_OUTCOMES = ['approved', 'approved_changed', 'rejected', 'rework'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];
export const OUTCOME_APPROVED = 0;
export const OUTCOME_CHANGED = 1;
export const OUTCOME_REJECTED = 2;
export const OUTCOME_REWORK = 3;

export const DECISION_LABELS: readonly string[] = ['Одобрено', 'Одобрено с изменениями', 'Отказано', 'На доработку'];

/** `[preliminary?][outcome]` -> decision type and title. */
export function decisionKind(preliminary: boolean, outcome: number): DecisionKind {
  const types = preliminary
    ? ['preliminaryApproved', 'preliminaryApprovedChanged', 'preliminaryRejected', 'preliminaryRework']
    : ['approved', 'approvedChanged', 'rejected', 'rework'];
  const titles = preliminary
    ? ['Предварительное одобрение', 'Предварительное одобрение с изменениями', 'Предварительный отказ', 'На доработку']
    : ['Одобрение', 'Одобрение с изменениями', 'Отказ', 'На доработку'];
  return { type: types[outcome]!, title: titles[outcome]!, label: DECISION_LABELS[outcome]! };
}

/** The roles tasks belong to (`currentRole`, the suffix of the task route). */
export const TASK_ROLES: readonly TaskRole[] = [
  'goz',
  'goz-checker',
  'underwriter',
  'credit-inspector',
  'credit-inspector-checker',
  'release-manager',
  'pledge',
];
export type { TaskRole };

/** A kind of task: the process engine's task definition (domain/process/definitions.ts), one name for one thing. */
export type TaskKind = TaskDefinition;

export const TASK_KINDS: readonly TaskKind[] = Object.values(TASK_DEFINITIONS);

export const TASK_KIND_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  TASK_KINDS.map((k, i) => [k.key, i]),
);
export const kindOf = (key: string): number => {
  const index = TASK_KIND_INDEX[key];
  if (index === undefined) throw new Error(`Unknown task kind ${key}`);
  return index;
};
