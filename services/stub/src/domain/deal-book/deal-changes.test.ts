import { describe, expect, it } from 'vitest';
import type { StoredFile } from '@autocredit/generated/api';
import { processTexts } from '../process/texts';
import { isoAt } from '../world/time';
import { cancelOptionalService, changeAgreedAuto, dealChangeTexts, deleteTaskFile } from './deal-changes';
import { bookWorld, refusal, worker } from '../../testing/deal-book-fixtures';

const MINUTE = 60_000;

describe('the agreed car', () => {
  const w = bookWorld();
  const open = w.sample(
    (d) => !w.world.statusOf(d).finished && w.deals.entry(d).source.credit.carCostRequested !== null,
  );

  it("agreed: the application's car cost; not agreed: to be typed", () => {
    changeAgreedAuto(w.parts, open, 1);
    const { source } = w.deals.entry(open);
    expect(source.release.carCostAgreedClient).toBe(source.credit.carCostRequested);
    expect(source.release.agreedAuto).toBe(1);
    changeAgreedAuto(w.parts, open, 0);
    expect(w.deals.entry(open).source.release).toMatchObject({ carCostAgreedClient: null, agreedAuto: 0 });
  });

  it('a finished deal does not change', () => {
    const finished = w.sample((d) => w.world.statusOf(d).finished);
    const before = w.deals.entry(finished).source.release.carCostAgreedClient;
    expect(refusal(() => changeAgreedAuto(w.parts, finished, 1))).toEqual({
      kind: 'invalid',
      message: dealChangeTexts.dealFinished,
    });
    expect(w.deals.entry(finished).source.release.carCostAgreedClient).toBe(before);
  });
});

describe('the cancellation of an optional service', () => {
  const w = bookWorld();
  const deal = w.sample((d) => w.world.statusOf(d).code === 'release');
  const source = w.deals.entry(deal).source;
  const first = { code: 'lifeInsurance', name: 'Страхование жизни и здоровья', cost: 82_500, active: true };
  const second = { code: 'kasko', name: 'КАСКО', cost: 85_000, active: true };
  w.deals.saveSource(deal, { ...source, release: { ...source.release, services: [first, second] } });
  const dates = { cancelStatementDate: '2026-11-20', cancelUpPercentDate: '2026-11-21' };
  const active = (code: string) => w.deals.entry(deal).source.release.services.find((s) => s.code === code)!.active;

  it('switches the service off, once, keeping the dates', () => {
    cancelOptionalService(w.deals, deal, first.code, dates);
    expect(active(first.code)).toBe(false);
    expect(w.deals.entry(deal).source.release.services[0]?.cancellation).toEqual(dates);
    expect(active(second.code)).toBe(true);
    expect(refusal(() => cancelOptionalService(w.deals, deal, first.code, dates))).toEqual({
      kind: 'invalid',
      message: dealChangeTexts.serviceInactive,
    });
  });

  it('refuses an unknown service, and a raised rate before the statement (the field named)', () => {
    expect(refusal(() => cancelOptionalService(w.deals, deal, 'noSuchService', dates))).toEqual({
      kind: 'not-found',
      message: dealChangeTexts.serviceNotFound,
    });
    const early = { cancelStatementDate: '2026-11-20', cancelUpPercentDate: '2026-11-19' };
    expect(refusal(() => cancelOptionalService(w.deals, deal, second.code, early))).toEqual({
      kind: 'invalid',
      message: dealChangeTexts.cancelBeforeStatement,
      fieldErrors: [{ propertyPath: 'cancelUpPercentDate', message: dealChangeTexts.cancelBeforeStatement }],
    });
    expect(active(second.code)).toBe(true);
  });
});

describe("the deletion of a task's file", () => {
  const w = bookWorld();
  const file = (id: number, at: number): StoredFile => ({
    id,
    name: `Справка ${id}.pdf`,
    path: `/api/file/get/${id}`,
    createdAt: isoAt(at),
  });
  /** A task held by `underwriter`, its deal with a file of the task (88121) and an earlier one (88120). */
  const setUp = () => {
    const deal = w.sample((d) => w.kindOf(d) === 'underwriter_check' && w.holderOf(d) === 'underwriter');
    const found = w.deals.findTask(w.world.taskId(w.currentTask(deal)))!;
    const { source } = w.deals.entry(deal);
    w.deals.saveSource(deal, {
      ...source,
      documents: {
        ...source.documents,
        underwriterFiles: {
          code: 'underwriterFiles',
          group: 'underwriterFiles',
          title: 'Файлы андеррайтера',
          files: [file(88_121, found.task.createdAt + 5 * MINUTE), file(88_120, found.task.createdAt - MINUTE)],
          limit: null,
          uploadedBy: { '88121': 6, '88120': 6 },
        },
      },
    });
    return { deal, found: w.deals.findTask(found.task.id)! };
  };
  const files = (deal: number) => w.deals.entry(deal).source.documents.underwriterFiles!.files.map((f) => f.id);

  it('deletes a file uploaded in the task, not one uploaded before it', () => {
    const { deal, found } = setUp();
    expect(refusal(() => deleteTaskFile(w.deals, found, worker('underwriter'), 88_120))).toEqual({
      kind: 'forbidden',
      message: dealChangeTexts.fileUploadedBefore,
    });
    deleteTaskFile(w.deals, found, worker('underwriter'), 88_121);
    expect(files(deal)).toEqual([88_120]);
  });

  it("refuses someone else's task, an unknown file, and a task in the queue", () => {
    const { deal, found } = setUp();
    expect(refusal(() => deleteTaskFile(w.deals, found, worker('underwriter_external'), 88_121))).toEqual({
      kind: 'forbidden',
      message: processTexts.othersTask,
    });
    expect(refusal(() => deleteTaskFile(w.deals, found, worker('underwriter'), 1))).toEqual({
      kind: 'not-found',
      message: dealChangeTexts.fileNotFound,
    });
    const queued = { ...found, task: { ...found.task, assignee: null } };
    expect(refusal(() => deleteTaskFile(w.deals, queued, worker('underwriter'), 88_121))).toEqual({
      kind: 'forbidden',
      message: processTexts.forbidden,
    });
    const goz = { ...queued, task: { ...queued.task, key: 'goz_data_entry' as const } };
    expect(refusal(() => deleteTaskFile(w.deals, goz, worker('goz'), 88_121))).toEqual({
      kind: 'forbidden',
      message: processTexts.previousStep,
    });
    expect(files(deal)).toEqual([88_121, 88_120]);
  });

  it('refuses a closed task as gone', () => {
    const { found } = setUp();
    const closed = { ...found, task: { ...found.task, status: 'task_complete' as const } };
    expect(refusal(() => deleteTaskFile(w.deals, closed, worker('underwriter'), 88_121))).toEqual({
      kind: 'not-found',
      message: processTexts.gone,
    });
  });
});
