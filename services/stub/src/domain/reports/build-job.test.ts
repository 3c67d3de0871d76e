import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import { World } from '../world/world';
import { BuildCancelled, buildReportFile, reportRows } from './build-job';
import { ReportBook } from './report-book';
import { runReportBuild } from './build-job';

const world = new World({ seed: 20261122, deals: 300 });
const ctx = { world, lists: new Lists(world), now: () => Date.UTC(2026, 10, 22, 9) };
/** The credit inspector: sees every deal. */
const inspector: Viewer = { id: 4, roles: ['ROLE_CREDIT_INSPECTOR'], privileges: ['report-car-loan'] };
const everything = { createdFrom: '2000-01-01' };

async function valuesOf(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the build of a report', () => {
  it('writes the same sheet in a worker thread as in this one', async () => {
    const here = await buildReportFile(ctx, 'carLoans', inspector, everything, { worker: false });
    const worker = await buildReportFile(ctx, 'carLoans', inspector, everything, { worker: true });
    expect(here.rows).toBe(300);
    expect(worker.rows).toBe(300);
    const [a, b] = [await valuesOf(here.bytes), await valuesOf(worker.bytes)];
    expect(b).toEqual(a);
    expect(a).toHaveLength(301);
  });

  it('reads the rows of the filtered deals only, newest first', () => {
    const rows = [...reportRows(ctx, 'carLoans', inspector, { id: world.dealId(7) })];
    expect(rows.map((r) => r[0])).toEqual([world.dealId(7)]);
    const all = [...reportRows(ctx, 'carLoans', inspector, everything)].map((r) => r[0] as number);
    expect(all).toEqual([...all].sort((x, y) => y - x));
  });

  it('gives an operator only the deals of their sale point', () => {
    const goz: Viewer = { id: 2, roles: ['ROLE_GOZ'], privileges: ['report-goz'] };
    const rows = [...reportRows(ctx, 'goz', goz, everything)];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(300);
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['Автосалон «Рольф Юг», Москва']));
  });

  it('stops when its report is gone, in this thread or in the worker', async () => {
    for (const worker of [false, true]) {
      let turns = 0;
      const build = buildReportFile(ctx, 'carLoans', inspector, everything, {
        worker,
        sliceMs: 0,
        alive: () => ++turns < 2,
      });
      await expect(build).rejects.toBeInstanceOf(BuildCancelled);
    }
  });

  it('records a complete build, or the failure a fault asked for, and answers the event', async () => {
    const book = new ReportBook(1, ctx.now);
    const ok = book.order('carLoans', inspector, 'Соколова Анна Игоревна', { id: world.dealId(3) }, 'Номер заявки: 1');
    expect(await runReportBuild(book, ctx, ok)).toEqual({
      type: 'getReport',
      data: { hash: ok.hash, reportName: 'Отчет по автокредитам (полный)', format: 'xlsx' },
    });
    expect(ok).toMatchObject({ status: 'complete', rows: 1 });
    expect(book.file(ok)).toBeInstanceOf(Buffer);
    const bad = book.order('carLoans', inspector, 'Соколова Анна Игоревна', everything, '', 'Сбой');
    expect((await runReportBuild(book, ctx, bad))?.error).toBe('Сбой');
    expect(bad).toMatchObject({ status: 'error', error: 'Сбой' });
  });
});
