import { describe, expect, it } from 'vitest';
import type {
  DealScoringResponse,
  ErrorBody,
  OkResponse,
  ScoringCheck,
  ScoringDataResponse,
} from '@autocredit/generated/api';
import { currentScoring, dealFate, previousScoring, REPORT_FILE_BASE } from '../domain/scoring';
import { restoreStore, snapshotStore } from '../domain/store/store-state';
import { signedInApp } from '../testing/app';
import { PDFDocument } from 'pdf-lib';

const { app, call } = signedInApp(['underwriter', 'admin', 'auditor', 'viewer', 'goz', 'credit_inspector']);

const world = () => app().store.world;
const dealIdOf = (row: number) => world().dealId(row);

/** The first deal (row) that passes the test. */
function dealWhere(test: (row: number) => boolean): number {
  for (let row = 0; row < world().deals.count; row++) if (test(row)) return row;
  throw new Error('no such deal');
}
const scored = (row: number) => currentScoring(app().store, row) !== null;

async function scoringOf(user: string, dealId: number) {
  const res = await call(user, 'GET', `/api/scoring/data/${dealId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScoringDataResponse>().result;
}
const checksOf = async (user: string, dealId: number): Promise<ScoringCheck[]> =>
  (await scoringOf(user, dealId)).groups.flatMap((g) => g.checks);

describe('GET /api/scoring/data/{dealId}', () => {
  it('gives the groups of the last scoring: each check with its light, one entity, its result and information', async () => {
    const dealId = dealIdOf(dealWhere(scored));
    const data = await scoringOf('underwriter', dealId);
    expect(data.groups.map((g) => g.label)).toEqual([
      'Кредитная история',
      'Проверка документов',
      'Антифрод',
      'Автомобиль',
      'Работодатель',
    ]);
    expect(data.runningAt! < data.completedAt!).toBe(true);
    const checks = data.groups.flatMap((g) => g.checks);
    for (const check of checks) {
      expect(['green', 'yellow', 'red']).toContain(check.light);
      expect(check.checkEntities).toHaveLength(1);
      const [entity] = check.checkEntities;
      expect(Math.floor(entity!.id / 100)).toBe(dealId);
      expect(entity!.resultText).toMatch(/[А-Яа-я]/);
      expect(check.runningAt! < check.completedAt!).toBe(true);
    }
    const byTitle = (title: string) => checks.find((c) => c.checkConfig.title === title)!.checkEntities[0]!;
    expect(byTitle('Кредитная история (НБКИ)').formattedData).toEqual({
      type: 'file',
      file: {
        path: `/api/file/get/${REPORT_FILE_BASE + byTitle('Кредитная история (НБКИ)').id}`,
        name: 'Отчет НБКИ.pdf',
      },
      url: null,
      text: null,
    });
    expect(byTitle('Действительность паспорта').formattedData).toMatchObject({
      type: 'url',
      url: { link: 'https://services.fms.gov.ru/info-service.htm?sid=2000', name: 'Проверить на сайте МВД' },
    });
    expect(byTitle('Долговая нагрузка').formattedData).toMatchObject({ type: 'text', text: expect.any(String) });
    expect(byTitle('Черный список банка').formattedData).toBeNull();
    // The same deal gives the same scoring.
    expect(await scoringOf('admin', dealId)).toEqual(data);
  });

  it("agrees with the deal's decisions: a rejected deal has a red check, an approved one none", async () => {
    const rejected = dealWhere((r) => dealFate(world(), r) === 'rejected' && scored(r));
    const approved = dealWhere((r) => dealFate(world(), r) === 'approved' && scored(r));
    expect((await checksOf('underwriter', dealIdOf(rejected))).some((c) => c.light === 'red')).toBe(true);
    expect((await checksOf('underwriter', dealIdOf(approved))).some((c) => c.light === 'red')).toBe(false);
    for (let row = 0; row < world().deals.count; row++) {
      const lights = currentScoring(app().store, row)?.checks.map((c) => c.light) ?? [];
      if (dealFate(world(), row) === 'approved') expect(lights).not.toContain('red');
      if (dealFate(world(), row) === 'rejected' && lights.length > 0) expect(lights).toContain('red');
    }
  });

  it("runs the spouse's credit history only for a deal with a spouse", async () => {
    const store = app().store;
    const withSpouse = dealWhere((r) => scored(r) && Boolean(store.deals.currentSource(r).spouse?.surName));
    const without = dealWhere((r) => scored(r) && !store.deals.currentSource(r).spouse);
    const title = 'Кредитная история супруга (НБКИ)';
    expect((await checksOf('underwriter', dealIdOf(withSpouse))).map((c) => c.checkConfig.title)).toContain(title);
    expect((await checksOf('underwriter', dealIdOf(without))).map((c) => c.checkConfig.title)).not.toContain(title);
  });

  it('has no groups before the deal is scored', async () => {
    const row = dealWhere((r) => world().statusOf(r).code === 'new');
    expect(await scoringOf('underwriter', dealIdOf(row))).toEqual({ groups: [], runningAt: null, completedAt: null });
  });

  it('gives the auditors no information for display', async () => {
    const dealId = dealIdOf(dealWhere(scored));
    const checks = await checksOf('auditor', dealId);
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((c) => c.checkEntities[0]!.formattedData === null)).toBe(true);
    expect((await checksOf('viewer', dealId)).some((c) => c.checkEntities[0]!.formattedData !== null)).toBe(true);
  });

  it('is 404 for a deal one does not see or that is not there', async () => {
    const others = dealWhere(
      (r) => scored(r) && !app().store.lists.visible({ id: 2, roles: ['ROLE_GOZ'], privileges: [] }, r),
    );
    const res = await call('goz', 'GET', `/api/scoring/data/${dealIdOf(others)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().result).toBe('Заявка не найдена');
    expect((await call('underwriter', 'GET', '/api/scoring/data/1')).statusCode).toBe(404);
  });
});

describe('the check report files', () => {
  it("downloads a check's report as a PDF under its name, by the path of its information", async () => {
    const dealId = dealIdOf(dealWhere(scored));
    const checks = await checksOf('underwriter', dealId);
    const file = checks.find((c) => c.checkEntities[0]!.formattedData?.type === 'file')!.checkEntities[0]!
      .formattedData!.file!;
    const res = await call('underwriter', 'GET', file.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(file.name)}`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(
      checks.find((c) => c.checkEntities[0]!.formattedData?.file === file)!.checkConfig.title,
    );
  });

  it('is 404 for an entity without a report, 403 for the auditors', async () => {
    const dealId = dealIdOf(dealWhere(scored));
    const checks = await checksOf('underwriter', dealId);
    const linkOnly = checks.find((c) => c.checkEntities[0]!.formattedData?.type === 'url')!.checkEntities[0]!;
    expect((await call('underwriter', 'GET', `/api/file/get/${REPORT_FILE_BASE + linkOnly.id}`)).statusCode).toBe(404);
    expect((await call('underwriter', 'GET', `/api/file/get/${REPORT_FILE_BASE + 1}`)).statusCode).toBe(404);
    const file = checks.find((c) => c.checkEntities[0]!.formattedData?.type === 'file')!.checkEntities[0]!;
    expect((await call('auditor', 'GET', file.formattedData!.file!.path)).statusCode).toBe(403);
  });
});

describe('GET /api/scoring/deal/{dealId}', () => {
  it('lists every check run on the deal, newest first; a rescored deal has its previous scoring too', async () => {
    const store = app().store;
    const rescored = dealWhere((r) => scored(r) && previousScoring(store, r) !== null);
    const res = await call('underwriter', 'GET', `/api/scoring/deal/${dealIdOf(rescored)}`);
    expect(res.statusCode, res.body).toBe(200);
    const checks = res.json<DealScoringResponse>().result;
    const current = currentScoring(store, rescored)!.checks;
    const previous = previousScoring(store, rescored)!.checks;
    expect(checks).toHaveLength(current.length + previous.length);
    expect(checks.map((c) => c.runningAt)).toEqual([...checks.map((c) => c.runningAt!)].sort().reverse());
    expect(
      checks
        .slice(0, current.length)
        .map((c) => c.id)
        .sort(),
    ).toEqual(current.map((c) => c.entityId).sort());
    expect(checks[0]).toMatchObject({
      title: expect.any(String),
      light: expect.any(String),
      resultText: expect.any(String),
    });
    const auditorView = (
      await call('auditor', 'GET', `/api/scoring/deal/${dealIdOf(rescored)}`)
    ).json<DealScoringResponse>();
    expect(auditorView.result.every((c) => c.formattedData === null)).toBe(true);
  });
});

describe('the check cache', () => {
  it("'Отключить кэш проверок' (admins): every check of the deal is 'Кэш отключен', kept in the state", async () => {
    const dealId = dealIdOf(dealWhere((r) => scored(r) && dealFate(world(), r) === 'open'));
    expect((await checksOf('admin', dealId)).some((c) => !c.checkEntities[0]!.needRescoring)).toBe(true);
    expect((await call('underwriter', 'POST', `/api/scoring/off-cache/${dealId}`)).statusCode).toBe(403);
    const res = await call('admin', 'POST', `/api/scoring/off-cache/${dealId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OkResponse>()).toEqual({ result: true, messages: [{ type: 'success', message: 'Сброшено' }] });
    expect((await checksOf('admin', dealId)).every((c) => c.checkEntities[0]!.needRescoring)).toBe(true);
    expect(snapshotStore(app().store).parts.scoring).toMatchObject({
      offCache: { [String(dealId)]: expect.any(Number) },
    });
    expect((await call('admin', 'POST', '/api/scoring/off-cache/1')).statusCode).toBe(404);
  });

  it('marks one check entity for rescoring (admins, the rescoring privilege); a reset store forgets it', async () => {
    const dealId = dealIdOf(dealWhere((r) => scored(r) && dealFate(world(), r) === 'approved'));
    const before = await checksOf('underwriter', dealId);
    const entity = before.find((c) => !c.checkEntities[0]!.needRescoring)!.checkEntities[0]!;
    for (const user of ['viewer', 'auditor', 'credit_inspector']) {
      expect((await call(user, 'POST', `/api/scoring/needRescoring/${entity.id}`)).statusCode).toBe(403);
    }
    const saved = snapshotStore(app().store);
    const res = await call('underwriter', 'POST', `/api/scoring/needRescoring/${entity.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OkResponse>().result).toBe(true);
    // Again is no error.
    expect((await call('admin', 'POST', `/api/scoring/needRescoring/${entity.id}`)).statusCode).toBe(200);
    const after = await checksOf('underwriter', dealId);
    const changed = after.filter(
      (c, i) => c.checkEntities[0]!.needRescoring !== before[i]!.checkEntities[0]!.needRescoring,
    );
    expect(changed.map((c) => c.checkEntities[0]!.id)).toEqual([entity.id]);
    restoreStore(app().store, saved);
    const restored = await checksOf('underwriter', dealId);
    expect(restored.find((c) => c.checkEntities[0]!.id === entity.id)!.checkEntities[0]!.needRescoring).toBe(false);
  });

  it('is 404 for an entity that no scoring ran', async () => {
    const unscored = dealIdOf(dealWhere((r) => !scored(r)));
    for (const id of [unscored * 100, dealIdOf(dealWhere(scored)) * 100 + 49, 999]) {
      const res = await call('admin', 'POST', `/api/scoring/needRescoring/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().result).toBe('Проверка не найдена');
    }
  });
});
