import {
  reportPrivilegeValues,
  reportTypePrivileges,
  type Privilege,
  type ReportType,
} from '@autocredit/generated/api';
import { CAR_MODELS } from '../world/seed/catalog-cars';
import {
  APPLICATION_TYPE_LABELS,
  DECISION_LABELS,
  OUTCOME_APPROVED,
  OUTCOME_CHANGED,
  OUTCOME_REJECTED,
  PRIORITIES,
  PROGRAMS,
  STATUS_INDEX,
  STRATEGIES,
} from '../world/seed/catalog-deals';
import { SALE_POINTS } from '../world/seed/catalog-places';
import { DAY, HOUR } from '../world/time';
import type { World } from '../world/world';
import { date, moment, money, text, whole, type Cell, type ReportColumn } from './columns';

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

const dealNo = whole('№ заявки', 10);
const created = moment('Дата создания');
const client = text('Клиент', 32);
const status = text('Статус', 24);
const salePoint = text('Точка продаж', 32);

const staffName = (world: World, index: number): string | null => (index >= 0 ? world.staff[index]!.fio : null);
const phoneText = (digits: number): string | null => (digits > 0 ? `+7${String(digits).padStart(10, '0')}` : null);
const nan = (ms: number): number | null => (Number.isNaN(ms) ? null : ms);

/** The deal's final (not preliminary) approvals, oldest first. */
function approvals(world: World, d: number): number[] {
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

const firstDecisionAt = (world: World, d: number): number | null => {
  const all = world.dealDecisions(d);
  return all.length > 0 ? world.decisions.at[all[all.length - 1]!]! : null;
};

const hours = (from: number | null, to: number | null): number | null =>
  from === null || to === null ? null : Math.round(((to - from) / HOUR) * 10) / 10;

const carOf = (world: World, d: number) => {
  const model = CAR_MODELS[world.deals.carModel[d]!]!;
  return { model, modification: model.modifications[world.deals.carModification[d]!] ?? null };
};

/** The amount of the credit: the last final approval's, else the amount asked for. */
const creditAmount = (world: World, d: number): number => {
  const approved = approvals(world, d);
  const last = approved[approved.length - 1];
  return last === undefined ? world.deals.costRequested[d]! : world.decisions.amount[last]!;
};

/** Every report, one per build button (002 §2, §7). */
export const REPORT_KINDS: Readonly<Record<ReportType, ReportKind>> = {
  goz: {
    title: 'Отчет ГОЗ',
    privilege: reportTypePrivileges.goz,
    format: 'xlsx',
    needsFilter: true,
    columns: [
      dealNo,
      created,
      salePoint,
      text('Бренд', 16),
      client,
      text('Тип заявки', 16),
      money('Запрошенная сумма'),
      whole('Срок, мес.', 10),
      text('Приоритет ГОЗ', 14),
      status,
      text('Создал', 28),
    ],
    rows: ({ world }, d) => {
      const { deals } = world;
      const sp = SALE_POINTS[deals.salePoint[d]!]!;
      return [
        [
          world.dealId(d),
          deals.createdAt[d]!,
          sp.name,
          sp.brand,
          world.clientName(deals.client[d]!),
          APPLICATION_TYPE_LABELS[deals.businessLogic[d]!] ?? null,
          deals.costRequested[d]!,
          deals.term[d]! || null,
          PRIORITIES[deals.priority[d]!]?.label ?? null,
          world.statusOf(d).title,
          staffName(world, deals.creator[d]!),
        ],
      ];
    },
  },
  clientListReport: {
    title: 'Список клиентов',
    privilege: reportTypePrivileges.clientListReport,
    format: 'csv',
    needsFilter: true,
    columns: [
      text('ФИО', 32),
      date('Дата рождения'),
      text('Серия паспорта', 10),
      text('Номер паспорта', 10),
      text('Телефон', 14),
      dealNo,
      created,
      status,
    ],
    rows: ({ world }, d) => {
      const { deals, clients } = world;
      const c = deals.client[d]!;
      return [
        [
          world.clientName(c),
          clients.birthDay[c]! * DAY,
          String(clients.passportSeries[c]!).padStart(4, '0'),
          String(clients.passportNumber[c]!).padStart(6, '0'),
          phoneText(clients.phone[c]!),
          world.dealId(d),
          deals.createdAt[d]!,
          world.statusOf(d).title,
        ],
      ];
    },
  },
  failedChecks: {
    title: 'Отчет по непройденным проверкам',
    privilege: reportTypePrivileges.failedChecks,
    format: 'xlsx',
    needsFilter: true,
    columns: [
      dealNo,
      created,
      client,
      date('Дата рождения'),
      salePoint,
      moment('Дата отказа'),
      text('Решение', 16),
      text('Андеррайтер', 28),
      status,
    ],
    rows: ({ world }, d) => {
      const { deals, decisions, clients } = world;
      const refusal = world.dealDecisions(d).find((x) => decisions.outcome[x] === OUTCOME_REJECTED);
      if (refusal === undefined) return [];
      const c = deals.client[d]!;
      return [
        [
          world.dealId(d),
          deals.createdAt[d]!,
          world.clientName(c),
          clients.birthDay[c]! * DAY,
          world.salePointOf(d).name,
          decisions.at[refusal]!,
          DECISION_LABELS[decisions.outcome[refusal]!]!,
          staffName(world, decisions.by[refusal]!),
          world.statusOf(d).title,
        ],
      ];
    },
  },
  timing: {
    title: 'Отчет по таймингу',
    privilege: reportTypePrivileges.timing,
    format: 'xlsx',
    needsFilter: true,
    columns: [
      dealNo,
      created,
      moment('Начало андеррайтинга'),
      moment('Первое решение'),
      whole('Минут до решения', 14),
      moment('Завершение процесса'),
      whole('Часов в работе', 12),
      status,
    ],
    rows: ({ world }, d) => {
      const { deals } = world;
      const createdAt = deals.createdAt[d]!;
      const decided = firstDecisionAt(world, d);
      const finished = nan(deals.finishedAt[d]!);
      return [
        [
          world.dealId(d),
          createdAt,
          nan(deals.underwritingAt[d]!),
          decided,
          decided === null ? null : Math.round((decided - createdAt) / 60_000),
          finished,
          hours(createdAt, finished),
          world.statusOf(d).title,
        ],
      ];
    },
  },
  underDeal: {
    title: 'Отчет андеррайтера по сделкам',
    privilege: reportTypePrivileges.underDeal,
    format: 'xlsx',
    needsFilter: true,
    columns: [
      dealNo,
      created,
      client,
      text('Стратегия', 22),
      text('Программа', 30),
      money('Запрошенная сумма'),
      money('Первоначальный взнос'),
      whole('Срок, мес.', 10),
      moment('Начало андеррайтинга'),
      text('Решение андеррайтера', 22),
      text('Андеррайтер', 28),
      status,
    ],
    rows: ({ world }, d) => {
      const { deals, decisions } = world;
      const last = deals.lastDecision[d]!;
      if (Number.isNaN(deals.underwritingAt[d]!) && last < 0) return [];
      return [
        [
          world.dealId(d),
          deals.createdAt[d]!,
          world.clientName(deals.client[d]!),
          STRATEGIES[deals.strategy[d]!]?.name ?? null,
          PROGRAMS[deals.program[d]!]?.name ?? null,
          deals.costRequested[d]!,
          deals.initialFee[d]!,
          deals.term[d]! || null,
          nan(deals.underwritingAt[d]!),
          last >= 0 ? DECISION_LABELS[decisions.outcome[last]!]! : null,
          last >= 0 ? staffName(world, decisions.by[last]!) : null,
          world.statusOf(d).title,
        ],
      ];
    },
  },
  newUnderDeal: {
    title: 'Отчет андеррайтера по решениям',
    privilege: reportTypePrivileges.newUnderDeal,
    format: 'xlsx',
    needsFilter: true,
    columns: [
      dealNo,
      client,
      moment('Дата решения'),
      text('Вид решения', 16),
      text('Решение', 22),
      money('Сумма'),
      whole('Срок, мес.', 10),
      whole('Ставка, %', 10),
      text('Андеррайтер', 28),
    ],
    rows: ({ world }, d) => {
      const { decisions } = world;
      const name = world.clientName(world.deals.client[d]!);
      return world
        .dealDecisions(d)
        .reverse()
        .map((x) => [
          world.dealId(d),
          name,
          decisions.at[x]!,
          decisions.preliminary[x] ? 'Предварительное' : 'Окончательное',
          DECISION_LABELS[decisions.outcome[x]!]!,
          decisions.amount[x]! || null,
          decisions.term[x]! || null,
          decisions.rate[x]! ? decisions.rate[x]! / 100 : null,
          staffName(world, decisions.by[x]!),
        ]);
    },
  },
  clientDeal: {
    title: 'Отчет по заявкам клиентов РКО',
    privilege: reportTypePrivileges.clientDeal,
    format: 'csv',
    needsFilter: true,
    columns: [
      dealNo,
      created,
      client,
      text('Телефон', 14),
      text('Тип заявки', 16),
      text('Программа', 30),
      money('Запрошенная сумма'),
      whole('Срок, мес.', 10),
      status,
      salePoint,
    ],
    rows: ({ world }, d) => {
      const { deals, clients } = world;
      const c = deals.client[d]!;
      return [
        [
          world.dealId(d),
          deals.createdAt[d]!,
          world.clientName(c),
          phoneText(clients.phone[c]!),
          APPLICATION_TYPE_LABELS[deals.businessLogic[d]!] ?? null,
          PROGRAMS[deals.program[d]!]?.name ?? null,
          deals.costRequested[d]!,
          deals.term[d]! || null,
          world.statusOf(d).title,
          world.salePointOf(d).name,
        ],
      ];
    },
  },
  carLoans: {
    title: 'Отчет по автокредитам (полный)',
    privilege: reportTypePrivileges.carLoans,
    format: 'xlsx',
    needsFilter: true,
    columns: [
      dealNo,
      created,
      client,
      text('Марка', 14),
      text('Модель', 16),
      text('Модификация', 20),
      whole('Год выпуска', 10),
      text('Состояние', 12),
      money('Стоимость автомобиля'),
      money('Рыночная стоимость'),
      money('Запрошенная сумма'),
      money('Первоначальный взнос'),
      whole('Срок, мес.', 10),
      text('Программа', 30),
      whole('Ставка, %', 10),
      status,
      salePoint,
    ],
    rows: ({ world }, d) => {
      const { deals } = world;
      const { model, modification } = carOf(world, d);
      const program = PROGRAMS[deals.program[d]!];
      return [
        [
          world.dealId(d),
          deals.createdAt[d]!,
          world.clientName(deals.client[d]!),
          model.brand,
          model.model,
          modification,
          deals.carYear[d]! || null,
          deals.carCondition[d] ? 'С пробегом' : 'Новый',
          deals.carCost[d]!,
          deals.marketPrice[d]! || null,
          deals.costRequested[d]!,
          deals.initialFee[d]!,
          deals.term[d]! || null,
          program?.name ?? null,
          program?.rate ?? null,
          world.statusOf(d).title,
          world.salePointOf(d).name,
        ],
      ];
    },
  },
  noOneDayRelease: {
    title: 'Отчет по сделкам, не выданным за один день',
    privilege: reportTypePrivileges.noOneDayRelease,
    format: 'xlsx',
    needsFilter: false,
    columns: [
      dealNo,
      client,
      moment('Дата одобрения'),
      moment('Дата выдачи'),
      whole('Часов до выдачи', 12),
      status,
      salePoint,
    ],
    rows: ({ world, now }, d) => {
      const approved = approvals(world, d)[0];
      if (approved === undefined) return [];
      const approvedAt = world.decisions.at[approved]!;
      const released = releasedAt(world, d);
      const running = Number.isNaN(world.deals.finishedAt[d]!);
      // Released more than a day after the approval, or still waiting for the release a day after it.
      const late = released !== null ? released - approvedAt > DAY : running && now - approvedAt > DAY;
      if (!late) return [];
      return [
        [
          world.dealId(d),
          world.clientName(world.deals.client[d]!),
          approvedAt,
          released,
          hours(approvedAt, released ?? now),
          world.statusOf(d).title,
          world.salePointOf(d).name,
        ],
      ];
    },
  },
  releasedDeals: {
    title: 'Отчет по выданным сделкам',
    privilege: reportTypePrivileges.releasedDeals,
    format: 'xlsx',
    needsFilter: false,
    columns: [
      dealNo,
      client,
      moment('Дата выдачи'),
      money('Сумма кредита'),
      whole('Срок, мес.', 10),
      text('Программа', 30),
      text('Марка', 14),
      text('Модель', 16),
      text('VIN', 20),
      salePoint,
    ],
    rows: ({ world }, d) => {
      const released = releasedAt(world, d);
      if (released === null) return [];
      const { model } = carOf(world, d);
      return [
        [
          world.dealId(d),
          world.clientName(world.deals.client[d]!),
          released,
          creditAmount(world, d),
          world.deals.term[d]! || null,
          PROGRAMS[world.deals.program[d]!]?.name ?? null,
          model.brand,
          model.model,
          world.vin(d),
          world.salePointOf(d).name,
        ],
      ];
    },
  },
};

export const REPORT_TYPES = Object.keys(REPORT_KINDS) as ReportType[];

/**
 * The report privileges that open the reports route (000 §2.1): the buttons' and those of reports this page does not
 * build (FSPD, multiproduct, additional service, RKO).
 */
export const REPORT_PRIVILEGES: readonly Privilege[] = reportPrivilegeValues;
