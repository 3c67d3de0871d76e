import { reportTypePrivileges, type ReportType } from '@autocredit/generated/api';
import { date, money, text, whole } from './columns';
import { APPLICATION_TYPE_LABELS, PRIORITIES, PROGRAMS } from '../world/seed/catalog-deals';
import { SALE_POINTS } from '../world/seed/catalog-places';
import { DAY } from '../world/time';
import {
  dealNo,
  created,
  client,
  status,
  salePoint,
  staffName,
  phoneText,
  carOf,
  type ReportKind,
} from './report-kind';

/** The reports of the sale points and of the clients: GOZ, the client lists and deals, the car loans. */
export const SALES_REPORTS = {
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
} satisfies Partial<Record<ReportType, ReportKind>>;
