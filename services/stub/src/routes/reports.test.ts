import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import type {
  DealListResponse,
  ErrorBody,
  GetReportEvent,
  HubEvent,
  ReportBuildResponse,
  ReportListResponse,
  ReportType,
  TokenPair,
} from '@autocredit/generated/api';
import { REPORT_KINDS, REPORT_TYPES } from '../domain/reports';
import { snapshotStore, restoreStore } from '../domain/store/store-state';
import { as, recordPublished, signIn, testApp } from '../testing/app';

const USERS = [
  'goz',
  'credit_inspector',
  'release_manager',
  'underwriter',
  'underwriter_chief',
  'auditor',
  'security',
  'viewer',
] as const;
type User = (typeof USERS)[number];

/** A user with the privilege of each report type's button. */
const OWNER: Record<ReportType, User> = {
  goz: 'goz',
  clientListReport: 'security',
  failedChecks: 'underwriter_chief',
  timing: 'underwriter_chief',
  underDeal: 'underwriter',
  newUnderDeal: 'underwriter',
  clientDeal: 'release_manager',
  carLoans: 'credit_inspector',
  noOneDayRelease: 'release_manager',
  releasedDeals: 'auditor',
};

let app: FastifyInstance;
const tokens = {} as Record<User, TokenPair>;
let published: { topics: string[]; event: HubEvent }[];

beforeAll(async () => {
  app = await testApp({ reportDelayMs: 5 });
  for (const user of USERS) tokens[user] = await signIn(app, user);
  published = recordPublished(app);
});
afterAll(() => app.close());

const call = (user: User, url: string) => as(app, tokens[user], { method: 'GET', url });
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** The `getReport` event of the report, once it is published. */
async function eventOf(hash: string): Promise<GetReportEvent> {
  for (let i = 0; i < 400; i++) {
    const found = published.find((p) => p.event.type === 'getReport' && p.event.data.hash === hash);
    if (found) return found.event as GetReportEvent;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no getReport event for ${hash}`);
}

/** Orders a report and waits for its event. */
async function built(user: User, type: ReportType, filters: Record<string, string | number> = {}) {
  const res = await call(user, `/api/report/build/${type}?${q(filters)}`);
  expect(res.statusCode, res.body).toBe(200);
  const { hash } = res.json<ReportBuildResponse>().result;
  return { hash, event: await eventOf(hash) };
}

async function sheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');

describe('building a report', () => {
  it('builds a GOZ report for a surname: exactly the deals of the list with that surname, as numbers and dates', async () => {
    const list = await call('goz', `/api/autocredit/list?perPage=1`);
    const surname = list.json<DealListResponse>().result.deals[0]!.client.name.split(' ')[0]!;
    const expected = await call('goz', `/api/autocredit/list?${q({ surName: surname, perPage: 100 })}`);
    const deals = expected.json<DealListResponse>().result;
    expect(deals.count).toBeGreaterThan(0);
    expect(deals.count).toBeLessThan(100);

    const { hash, event } = await built('goz', 'goz', { surName: surname });
    expect(event).toEqual({ type: 'getReport', data: { hash, reportName: 'Отчет ГОЗ', format: 'xlsx' } });
    const file = await call('goz', `/api/report/get/${hash}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Отчет ГОЗ.xlsx')}`);

    const sheet = await sheetOf(file.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, ...REPORT_KINDS.goz.columns.map((c) => c.header)]);
    const ids = [];
    for (let r = 2; r <= sheet.rowCount; r++) ids.push(sheet.getRow(r).getCell(1).value);
    expect(ids).toEqual(deals.deals.map((d) => d.id));
    for (let r = 2; r <= sheet.rowCount; r++) expect(String(sheet.getRow(r).getCell(5).value)).toMatch(surname);
    // The creation moment is a date, the amount asked for a number (money format), the header frozen and filtered.
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBeInstanceOf(Date);
    expect(first.getCell(2).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(typeof first.getCell(7).value).toBe('number');
    expect(first.getCell(7).numFmt).toBe('#,##0.00');
    expect(sheet.autoFilter).toBe('A1:K1');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // The moment is shown in Moscow time: the list's +03:00 wall clock.
    const createdAt = deals.deals[0]!.createdAt;
    expect((first.getCell(2).value as Date).toISOString().slice(0, 16)).toBe(createdAt.slice(0, 16));
  });

  it("lists the user's reports newest first with their filters as text, 10 a page", async () => {
    const before = (await call('credit_inspector', '/api/report/list')).json<ReportListResponse>().result.count;
    const hashes: string[] = [];
    for (let i = 0; i < 11; i++) {
      hashes.push(
        (await built('credit_inspector', 'carLoans', { createdFrom: '2026-11-01', createdTo: `2026-11-${10 + i}` }))
          .hash,
      );
    }
    const page1 = (await call('credit_inspector', '/api/report/list')).json<ReportListResponse>().result;
    expect(page1.count).toBe(before + 11);
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({
      hash: hashes[10],
      reportTitle: 'Отчет по автокредитам (полный)',
      status: 'complete',
      statusTitle: 'Сформирован',
      userName: 'Соколова Анна Игоревна',
      filtersAsText: 'Дата создания с: 01.11.2026; Дата создания по: 20.11.2026',
      typeFormat: 'xlsx',
    });
    const page2 = (await call('credit_inspector', '/api/report/list?page=2&per_page=10')).json<ReportListResponse>();
    expect(page2.result.items.map((r) => r.hash)).toContain(hashes[0]);
    // Another user's list does not show them, nor may they download them.
    const others = (await call('goz', '/api/report/list?per_page=100')).json<ReportListResponse>().result.items;
    expect(others.map((r) => r.hash)).not.toContain(hashes[0]);
    expect((await call('goz', `/api/report/get/${hashes[0]}`)).statusCode).toBe(404);
  });

  it('gives every type its own Russian headers, in its own format', async () => {
    for (const type of REPORT_TYPES) {
      const kind = REPORT_KINDS[type];
      const { hash, event } = await built(OWNER[type], type, { createdFrom: '2026-11-15' });
      expect(event.error ?? null).toBeNull();
      expect(event.data).toEqual({ hash, reportName: kind.title, format: kind.format });
      const file = await call(OWNER[type], `/api/report/get/${hash}`);
      expect(file.statusCode).toBe(200);
      const headers = kind.columns.map((c) => c.header);
      if (kind.format === 'csv') {
        expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(csvRows(file.body)[0]).toBe(headers.join(';'));
      } else {
        const sheet = await sheetOf(file.rawPayload);
        expect(sheet.getRow(1).values).toEqual([undefined, ...headers]);
      }
    }
  });

  it('writes plain rows as CSV with the client list: a record per deal, dates as dd.MM.yyyy', async () => {
    const { hash } = await built('security', 'clientListReport', { id: 100300 });
    const rows = csvRows((await call('security', `/api/report/get/${hash}`)).body);
    expect(rows).toHaveLength(2);
    const fields = rows[1]!.split(';');
    expect(fields[5]).toBe('100300');
    expect(fields[1]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(fields[6]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('keeps only the deals released within the release-date range', async () => {
    const { hash } = await built('auditor', 'releasedDeals', { releasedFrom: '2026-11-01', releasedTo: '2026-11-20' });
    const sheet = await sheetOf((await call('auditor', `/api/report/get/${hash}`)).rawPayload);
    expect(sheet.rowCount).toBeGreaterThan(1);
    for (let r = 2; r <= sheet.rowCount; r++) {
      const at = sheet.getRow(r).getCell(3).value as Date;
      expect(at.toISOString() >= '2026-11-01' && at.toISOString() < '2026-11-21').toBe(true);
    }
  });

  it('fails a build when a fault of the event is injected, and says so in the event and the list', async () => {
    const fault = await app.inject({
      method: 'POST',
      url: '/__stub/faults',
      payload: { path: 'event:getReport', status: 500, body: 'Хранилище отчетов недоступно' },
    });
    expect(fault.statusCode).toBeLessThan(300);
    const { hash, event } = await built('goz', 'goz', { surName: 'Иванов' });
    expect(event).toEqual({
      type: 'getReport',
      data: { hash, reportName: 'Отчет ГОЗ', format: 'xlsx' },
      error: 'Хранилище отчетов недоступно',
    });
    const items = (await call('goz', '/api/report/list')).json<ReportListResponse>().result.items;
    expect(items[0]).toMatchObject({ hash, status: 'error', statusTitle: 'Ошибка формирования' });
    const file = await call('goz', `/api/report/get/${hash}`);
    expect(file.statusCode).toBe(400);
    expect(file.json<ErrorBody>().result).toBe('Отчет еще не сформирован');
  });

  it('publishes the event to the user who ordered it only', async () => {
    const { hash } = await built('underwriter', 'underDeal', { surName: 'Петров' });
    const topics = published.find((p) => p.event.type === 'getReport' && p.event.data.hash === hash)!.topics;
    expect(topics).toEqual(['https://autocredit.example/users/6']);
  });
});

describe('refusals', () => {
  it('answers 400 with the hint when a type that needs a filter has none; the release reports need none', async () => {
    const res = await call('goz', '/api/report/build/goz');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().result).toBe('Необходимо указать параметры фильтрации');
    expect((await call('goz', '/api/report/build/goz?surName=%20')).statusCode).toBe(400);
    expect((await call('auditor', '/api/report/build/releasedDeals')).statusCode).toBe(200);
  });

  it('answers 400 with field errors on bad filters, and on an unknown type', async () => {
    const res = await call('goz', '/api/report/build/goz?createdFrom=2026-02-30');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors).toEqual([
      { propertyPath: 'createdFrom', message: 'Неверный формат значения' },
    ]);
    const released = await call('auditor', '/api/report/build/releasedDeals?releasedTo=2026-13-01');
    expect(released.statusCode).toBe(400);
    expect(released.json<ErrorBody>().errors?.[0]?.propertyPath).toBe('releasedTo');
    expect((await call('goz', '/api/report/build/nothing?surName=x')).statusCode).toBe(400);
    expect((await call('goz', '/api/report/build/goz?releasedFrom=yesterday')).statusCode).toBe(400);
    expect((await call('goz', '/api/report/list?per_page=0')).statusCode).toBe(400);
  });

  it('answers 403 without the privilege of the type, or without any report privilege', async () => {
    expect((await call('goz', '/api/report/build/carLoans?surName=x')).statusCode).toBe(403);
    expect((await call('underwriter', '/api/report/build/failedChecks?surName=x')).statusCode).toBe(403);
    expect((await call('viewer', '/api/report/build/goz?surName=x')).statusCode).toBe(403);
    expect((await call('viewer', '/api/report/list')).statusCode).toBe(403);
    expect((await call('viewer', '/api/report/get/abc')).statusCode).toBe(403);
  });

  it('downloads only complete reports: 404 for an unknown hash, 400 while it is built', async () => {
    expect((await call('goz', '/api/report/get/0123456789abcdef')).statusCode).toBe(404);
    const res = await call('goz', '/api/report/build/goz?surName=Смирнов');
    const { hash } = res.json<ReportBuildResponse>().result;
    const early = await call('goz', `/api/report/get/${hash}`);
    expect(early.statusCode).toBe(400);
    expect(early.json<ErrorBody>().result).toBe('Отчет еще не сформирован');
    const item = (await call('goz', '/api/report/list')).json<ReportListResponse>().result.items[0]!;
    expect(item).toMatchObject({ hash, status: 'new', statusTitle: 'В очереди' });
    await eventOf(hash);
    expect((await call('goz', `/api/report/get/${hash}`)).statusCode).toBe(200);
  });
});

describe('the state', () => {
  it('keeps the reports in the snapshot; a complete one downloads again after a restore (built anew)', async () => {
    const { hash } = await built('goz', 'goz', { surName: 'Кузнецов' });
    const first = (await call('goz', `/api/report/get/${hash}`)).rawPayload;
    const snapshot = JSON.parse(JSON.stringify(snapshotStore(app.store)));
    restoreStore(app.store, snapshot);
    const again = await call('goz', `/api/report/get/${hash}`);
    expect(again.statusCode).toBe(200);
    const [a, b] = [await sheetOf(first), await sheetOf(again.rawPayload)];
    expect(b.rowCount).toBe(a.rowCount);
    expect(b.getRow(2).getCell(1).value).toBe(a.getRow(2).getCell(1).value);
  });

  it('records a build the restore cut short as failed', async () => {
    const res = await call('goz', '/api/report/build/goz?surName=Попов');
    const { hash } = res.json<ReportBuildResponse>().result;
    const snapshot = JSON.parse(JSON.stringify(snapshotStore(app.store)));
    restoreStore(app.store, snapshot);
    const item = (await call('goz', '/api/report/list')).json<ReportListResponse>().result.items[0]!;
    expect(item).toMatchObject({ hash, status: 'error' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(published.some((p) => p.event.type === 'getReport' && p.event.data.hash === hash)).toBe(false);
  });
});
