// What every report is made of: its kind, the columns most reports share, and the values read from the world.
import type { Privilege } from '@autocredit/generated/api';
import { CAR_MODELS } from '../world/seed/catalog-cars';
import { OUTCOME_APPROVED, OUTCOME_CHANGED, STATUS_INDEX } from '../world/seed/catalog-deals';
import { HOUR } from '../world/time';
import type { World } from '../world/world';
import { moment, text, whole, type Cell, type ReportColumn } from './columns';

/** What the rows of a report are read from: the world, and the clock (for what is overdue). */
export interface RowContext {
  world: World;
  now: number;
}

/** The file format of a report: a spreadsheet, or plain rows. */
export type ReportFormat = 'xlsx' | 'csv';

/** A kind of report (002 §2 'Reports page', §7): its title, the privilege of its button, its format and columns. */
export interface ReportKind {
  title: string;
  privilege: Privilege;
  format: ReportFormat;
  /** Whether it needs at least one filter (all but the no-one-day and released-deal reports). */
  needsFilter: boolean;
  columns: readonly ReportColumn[];
  /** The rows of one deal of the filtered list (none when the deal is not of this report). */
  rows: (ctx: RowContext, deal: number) => Cell[][];
}

const ISSUED = STATUS_INDEX.issued;

export const dealNo = whole('№ заявки', 10);
export const created = moment('Дата создания');
export const client = text('Клиент', 32);
export const status = text('Статус', 24);
export const salePoint = text('Точка продаж', 32);

export const staffName = (world: World, index: number): string | null => (index >= 0 ? world.staff[index]!.fio : null);
export const phoneText = (digits: number): string | null =>
  digits > 0 ? `+7${String(digits).padStart(10, '0')}` : null;
export const nan = (ms: number): number | null => (Number.isNaN(ms) ? null : ms);

/** The deal's final (not preliminary) approvals, oldest first. */
export function approvals(world: World, d: number): number[] {
  const { decisions } = world;
  return world
    .dealDecisions(d)
    .filter(
      (x) =>
        decisions.preliminary[x] === 0 &&
        (decisions.outcome[x] === OUTCOME_APPROVED || decisions.outcome[x] === OUTCOME_CHANGED),
    )
    .reverse();
}

/** When the credit was released (the issued deal's process finished); null when it is not issued. */
export function releasedAt(world: World, d: number): number | null {
  return world.deals.status[d] === ISSUED ? nan(world.deals.finishedAt[d]!) : null;
}

export const firstDecisionAt = (world: World, d: number): number | null => {
  const all = world.dealDecisions(d);
  return all.length > 0 ? world.decisions.at[all[all.length - 1]!]! : null;
};

export const hours = (from: number | null, to: number | null): number | null =>
  from === null || to === null ? null : Math.round(((to - from) / HOUR) * 10) / 10;

export const carOf = (world: World, d: number) => {
  const model = CAR_MODELS[world.deals.carModel[d]!]!;
  return { model, modification: model.modifications[world.deals.carModification[d]!] ?? null };
};

/** The amount of the credit: the last final approval's, else the amount asked for. */
export const creditAmount = (world: World, d: number): number => {
  const approved = approvals(world, d);
  const last = approved[approved.length - 1];
  return last === undefined ? world.deals.costRequested[d]! : world.decisions.amount[last]!;
};
