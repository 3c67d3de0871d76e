import type { PdnResult } from '@autocredit/generated/api';
import { type PersonBudget } from './seed-budget';

export type BlockName = 'incomes' | 'charges' | 'loans';

export interface PdnEntry {
  messageGuid: string;
  /** When the credit bureau's answer is there (ms); the figures are null before. */
  readyAt: number;
  /** The figures, taken when the answer arrived (then kept until the next calculation). */
  figures: Pick<PdnResult, 'pdn' | 'totalPayments' | 'totalIncomes' | 'incomeType'> | null;
  runs: number;
}

export interface FinanceState {
  nextItemId: number;
  nextExtendedId: number;
  /** The touched persons' budgets, by person id. */
  persons: Record<string, PersonBudget>;
  /** The person of each extended income added (seeded ones tell theirs by their id). */
  extendedOwners: Record<string, number>;
  /** The INNs found (`loadInn`), by person id. */
  inns: Record<string, string>;
  /** The debt-load ratio of the deals asked for, by deal id. */
  pdn: Record<string, PdnEntry>;
}

export interface NewLoanInput {
  title: string;
  sumAmount: number;
  bkiType: string;
  type: string;
  sum: number;
  sumConfirm: number;
}

export interface FinanceOptions {
  now: () => number;
  /** How long the credit bureau takes to answer a PDN calculation, ms (STUB_PDN_DELAY_MS). */
  pdnDelayMs: number;
}

/** Ids of added items and extended incomes start above every seeded one. */
const FIRST_ADDED_ITEM = 200_000_001;
const FIRST_ADDED_EXTENDED = 300_000_001;
/** The state before any person is touched. */
export function emptyFinanceState(): FinanceState {
  return {
    nextItemId: FIRST_ADDED_ITEM,
    nextExtendedId: FIRST_ADDED_EXTENDED,
    persons: {},
    extendedOwners: {},
    inns: {},
    pdn: {},
  };
}

/** A finance snapshot, checked (a hand-edited or outdated file is refused). */
export function checkedFinanceState(snapshot: FinanceState): FinanceState {
  if (
    !snapshot ||
    typeof snapshot.nextItemId !== 'number' ||
    typeof snapshot.nextExtendedId !== 'number' ||
    typeof snapshot.persons !== 'object' ||
    typeof snapshot.extendedOwners !== 'object' ||
    typeof snapshot.inns !== 'object' ||
    typeof snapshot.pdn !== 'object'
  ) {
    throw new Error('not a finance snapshot');
  }
  return structuredClone(snapshot);
}
