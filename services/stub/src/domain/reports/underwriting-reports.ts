import { reportTypePrivileges, type ReportType } from '@autocredit/generated/api';
import { date, moment, money, text, whole } from './columns';
import { DECISION_LABELS, OUTCOME_REJECTED, PROGRAMS, STRATEGIES } from '../world/seed/catalog-deals';
import { DAY } from '../world/time';
import {
  dealNo,
  created,
  client,
  status,
  salePoint,
  staffName,
  nan,
  firstDecisionAt,
  hours,
  type ReportKind,
} from './report-kind';

/** The reports of the underwriting: failed checks, timing, the underwriters' deals. */
export const UNDERWRITING_REPORTS = {
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
} satisfies Partial<Record<ReportType, ReportKind>>;
