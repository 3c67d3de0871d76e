import { reportTypePrivileges, type ReportType } from '@autocredit/generated/api';
import { moment, money, text, whole } from './columns';
import { PROGRAMS } from '../world/seed/catalog-deals';
import { DAY } from '../world/time';
import {
  dealNo,
  client,
  status,
  salePoint,
  approvals,
  releasedAt,
  hours,
  carOf,
  creditAmount,
  type ReportKind,
} from './report-kind';

/** The reports of the release: deals not released within a day, released deals. */
export const RELEASE_REPORTS = {
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
} satisfies Partial<Record<ReportType, ReportKind>>;
