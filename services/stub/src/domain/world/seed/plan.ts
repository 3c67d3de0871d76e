import type { DealStatus } from '../../process/types';
import {
  BL_AUTOCREDIT,
  BL_FAST_DECISION,
  OUTCOME_APPROVED,
  OUTCOME_CHANGED,
  OUTCOME_REJECTED,
  OUTCOME_REWORK,
  STATUSES,
  statusOf,
} from './catalog-deals';
import { SALE_POINTS, SALE_POINT_BY_ID } from './catalog-places';
import { Sampler, type Random } from './prng';
import type { StaffRecord } from './staff';
import { HOUR, WORLD_NOW, moscowDayOf, moscowDayStart } from '../time';

export type OpenState = 'created' | 'unclaimed' | 'claimed';

/** What a deal will be: its status and sale point, and for some (the coverage plan) its open task. */
export interface DealSpec {
  status: number;
  salePoint: number;
  at: number;
  businessLogic?: number;
  current?: { kind: string; state: OpenState; assignee?: number; rescored?: boolean };
  pledge?: OpenState;
}

/**
 * One step of a deal's path: a task kind and how it was closed (a decision of the underwriters, or an action of the
 * process engine: rework, rescoring, cancel).
 */
export interface Step {
  kind: string;
  /** An index of DECISION_OUTCOMES (underwriter_check). */
  outcome?: number;
  /** A decision on a fast decision's short form (preliminary). */
  preliminary?: boolean;
  /** Closed by the process engine's action. */
  action?: 'rework' | 'rescoring' | 'cancel';
  rescored?: boolean;
}

const STATUS_WEIGHTS: Record<DealStatus, number> = {
  new: 5,
  in_progress: 7,
  underwriting: 12,
  rework: 4,
  client_waiting: 5,
  client_approved: 3,
  client_refused: 4,
  approved: 6,
  rejected: 14,
  release: 6,
  issued: 24,
  canceled: 10,
};
const STATUS_SAMPLER = new Sampler(STATUSES.map((s) => STATUS_WEIGHTS[s.code]));
const SALE_POINT_SAMPLER = new Sampler(SALE_POINTS.map((s) => s.weight));

/** How many days ago deals of a status were created (active deals are recent). */
const AGE_DAYS: Record<DealStatus, [number, number]> = {
  new: [0, 2],
  in_progress: [0, 4],
  underwriting: [0, 5],
  rework: [1, 7],
  client_waiting: [1, 10],
  client_approved: [2, 12],
  client_refused: [2, 365],
  approved: [2, 12],
  rejected: [1, 365],
  release: [3, 14],
  issued: [4, 365],
  canceled: [1, 365],
};

export function creationTime(random: Random, status: number): number {
  const [min, max] = AGE_DAYS[STATUSES[status]!.code];
  const daysAgo = random.int(min, max);
  if (daysAgo === 0) return WORLD_NOW - random.int(5, 110) * 60_000 - random.int(0, 59) * 1000;
  const day = moscowDayOf(WORLD_NOW) - daysAgo;
  return moscowDayStart(day) + 9 * HOUR + random.int(0, 12 * 3600 - 1) * 1000;
}

/**
 * The coverage plan: deals that make sure every task role has tasks in every state, every seeded worker has tasks
 * in work, the seeded operators' sale points have deals in every stage (incl. client_waiting), and every status is
 * there. The rest of the world is drawn at random.
 */
function coverage(staff: readonly StaffRecord[]): Omit<DealSpec, 'at'>[] {
  const seeded = (username: string) => staff.find((s) => s.username === username)!.index;
  const sp12 = SALE_POINT_BY_ID.get(12)!;
  const sp27 = SALE_POINT_BY_ID.get(27)!;
  const specs: Omit<DealSpec, 'at'>[] = [];
  const add = (status: DealStatus, salePoint: number, current?: DealSpec['current'], extra: Partial<DealSpec> = {}) =>
    specs.push({
      status: statusOf(status),
      salePoint,
      ...(current && { current }),
      ...(current && { businessLogic: BL_AUTOCREDIT }),
      ...extra,
    });

  const byRole: [string, DealStatus, boolean][] = [
    ['goz_data_entry', 'new', true],
    ['goz_check', 'in_progress', true],
    ['underwriter_check', 'underwriting', false],
    ['credit_inspection', 'client_approved', false],
    ['credit_inspection_check', 'approved', false],
    ['release_decision', 'release', false],
  ];
  let alternate = 0;
  for (const [kind, status, operators] of byRole) {
    for (const state of ['created', 'unclaimed', 'claimed'] as const) {
      const salePoint = operators ? (alternate++ % 2 === 0 ? sp12 : sp27) : sp12 + (alternate++ % 3);
      add(status, salePoint, { kind, state });
    }
  }
  const inWork: [string, string, DealStatus, number][] = [
    ['goz', 'goz_data_entry', 'new', sp12],
    ['goz', 'goz_data_entry', 'rework', sp12],
    ['goz_chief', 'goz_check', 'in_progress', sp27],
    ['goz_chief', 'goz_check', 'in_progress', sp27],
    ['credit_inspector', 'credit_inspection', 'client_approved', sp12],
    ['credit_inspector', 'sign_documents', 'approved', sp27],
    ['release_manager', 'release_sign', 'release', sp12],
    ['release_manager', 'release_final', 'release', sp27],
    ['underwriter', 'underwriter_check', 'underwriting', sp12],
    ['underwriter', 'underwriter_check', 'underwriting', sp27],
    ['underwriter_external', 'underwriter_check', 'underwriting', sp12],
    ['underwriter_external', 'underwriter_check', 'underwriting', sp27],
    ['underwriter_chief', 'underwriter_check', 'underwriting', sp12],
    ['underwriter_chief', 'underwriter_check', 'underwriting', sp27],
  ];
  for (const [username, kind, status, salePoint] of inWork) {
    add(status, salePoint, { kind, state: 'claimed', assignee: seeded(username) });
  }
  // A rescored underwriter task in the queue, a fast decision, a process error, deals waiting for the client (they
  // have no open task: the operator records the client's answer), the other statuses, pledges in every state.
  add('underwriting', sp12, { kind: 'underwriter_check', state: 'unclaimed', rescored: true });
  add('new', sp12, { kind: 'fast_decision_person', state: 'created' }, { businessLogic: BL_FAST_DECISION });
  add('approved', sp12, { kind: 'notify_about_error', state: 'created' });
  add('client_waiting', sp12);
  add('client_waiting', sp12);
  add('client_waiting', sp27);
  for (const status of ['client_refused', 'rejected', 'canceled'] as const) add(status, sp12);
  add('issued', sp12, undefined, { pledge: 'created', businessLogic: BL_AUTOCREDIT });
  add('issued', sp27, undefined, { pledge: 'unclaimed', businessLogic: BL_AUTOCREDIT });
  add('issued', sp12 + 1, undefined, { pledge: 'claimed', businessLogic: BL_AUTOCREDIT });
  return specs;
}

/** The deals of the world, in creation order. */
export function planDeals(random: Random, staff: readonly StaffRecord[], count: number): DealSpec[] {
  const specs: DealSpec[] = coverage(staff)
    .slice(0, count)
    .map((s) => ({ ...s, at: creationTime(random, s.status) }));
  while (specs.length < count) {
    const status = STATUS_SAMPLER.draw(random);
    specs.push({ status, salePoint: SALE_POINT_SAMPLER.draw(random), at: creationTime(random, status) });
  }
  return specs.sort((a, b) => a.at - b.at);
}

/** What a path is drawn from: the deal's draws, whether it is a fast decision, and the current task asked for. */
interface PathContext {
  random: Random;
  fast: boolean;
  spec: DealSpec['current'] | undefined;
  wanted: string | undefined;
  entry: Step[];
}

// The paths' parts are module functions (not closures made per deal: a million deals made twenty million of them).

/** A fast decision starts with the short form and a preliminary decision, then the full application. */
function pre({ fast, random, entry }: PathContext): Step[] {
  if (fast) {
    return [
      { kind: 'fast_decision_person' },
      { kind: 'underwriter_check', outcome: OUTCOME_APPROVED, preliminary: true },
      ...entry,
    ];
  }
  return random.chance(0.1)
    ? [{ kind: 'goz_data_entry' }, { kind: 'goz_check', action: 'rework' }, ...entry]
    : [...entry];
}

/** Through underwriting: maybe a rework or a rescoring first; `outcome` undefined leaves the check open. */
function underwriting(ctx: PathContext, outcome?: number): Step[] {
  const { random, spec, entry } = ctx;
  const steps = pre(ctx);
  if (spec?.rescored || random.chance(0.08)) steps.push({ kind: 'underwriter_check', action: 'rescoring' });
  else if (random.chance(0.1)) steps.push({ kind: 'underwriter_check', outcome: OUTCOME_REWORK }, ...entry);
  const rescored = steps[steps.length - 1]!.action === 'rescoring';
  steps.push({ kind: 'underwriter_check', ...(outcome !== undefined && { outcome }), ...(rescored && { rescored }) });
  return steps;
}

const approved = (ctx: PathContext) => underwriting(ctx, ctx.random.chance(0.3) ? OUTCOME_CHANGED : OUTCOME_APPROVED);
const signed = (ctx: PathContext): Step[] => [
  ...approved(ctx),
  { kind: 'credit_inspection' },
  { kind: 'sign_documents' },
];

/** Signed, checked, and through the release's three tasks. */
const throughRelease = (ctx: PathContext): Step[] => [
  ...signed(ctx),
  { kind: 'credit_inspection_check' },
  { kind: 'release_decision' },
  { kind: 'release_sign' },
  { kind: 'release_final' },
];

/** The paths a deal of each status may have taken. */
const VARIANTS: Record<DealStatus, (ctx: PathContext) => Step[][]> = {
  new: ({ fast }) => [[{ kind: fast ? 'fast_decision_person' : 'goz_data_entry' }]],
  in_progress: (ctx) => [ctx.fast ? pre(ctx).slice(0, 3) : pre(ctx)],
  underwriting: (ctx) => [
    ctx.fast && !ctx.wanted ? [{ kind: 'fast_decision_person' }, { kind: 'underwriter_check' }] : underwriting(ctx),
  ],
  rework: (ctx) => [
    [...pre(ctx), { kind: 'underwriter_check', outcome: OUTCOME_REWORK }, { kind: 'goz_data_entry' }],
    [{ kind: 'goz_data_entry' }, { kind: 'goz_check', action: 'rework' }, { kind: 'goz_data_entry' }],
  ],
  client_waiting: (ctx) => [approved(ctx)],
  client_approved: (ctx) => [[...approved(ctx), { kind: 'credit_inspection' }]],
  client_refused: (ctx) => [approved(ctx)],
  approved: (ctx) => [
    signed(ctx),
    [...signed(ctx), { kind: 'credit_inspection_check' }],
    [...approved(ctx), { kind: 'credit_inspection' }, { kind: 'notify_about_error' }],
  ],
  rejected: (ctx) => [
    ctx.fast
      ? [{ kind: 'fast_decision_person' }, { kind: 'underwriter_check', outcome: OUTCOME_REJECTED, preliminary: true }]
      : underwriting(ctx, OUTCOME_REJECTED),
  ],
  release: (ctx) => [
    [...signed(ctx), { kind: 'credit_inspection_check' }, { kind: 'release_decision' }],
    [...signed(ctx), { kind: 'credit_inspection_check' }, { kind: 'release_decision' }, { kind: 'release_sign' }],
    throughRelease(ctx),
  ],
  issued: (ctx) => [throughRelease(ctx)],
  canceled: (ctx) => [
    [{ kind: ctx.fast ? 'fast_decision_person' : 'goz_data_entry', action: 'cancel' }],
    [...approved(ctx), { kind: 'credit_inspection', action: 'cancel' }],
    [...signed(ctx), { kind: 'credit_inspection_check' }, { kind: 'release_decision', action: 'cancel' }],
  ],
};

/**
 * The steps a deal of a status has gone through, along the process engine's transitions (domain/process): the
 * last one is open unless the status is final or waits for the client.
 */
export function pathFor(random: Random, status: number, businessLogic: number, spec?: DealSpec['current']): Step[] {
  const wanted = spec?.kind;
  const ctx: PathContext = {
    random,
    fast: businessLogic === BL_FAST_DECISION,
    spec,
    wanted,
    entry: [{ kind: 'goz_data_entry' }, { kind: 'goz_check' }],
  };
  const all = VARIANTS[STATUSES[status]!.code](ctx);
  const candidates = wanted ? all.filter((v) => v[v.length - 1]!.kind === wanted) : all;
  // The process error is rare.
  const fitting = wanted
    ? candidates
    : candidates.filter((v) => v[v.length - 1]!.kind !== 'notify_about_error' || random.chance(0.05));
  if (fitting.length === 0) throw new Error(`No path of ${STATUSES[status]!.code} ends with ${wanted}`);
  return random.pick(fitting);
}
