import { describe, expect, it } from 'vitest';
import type { FormField, FormResponse, TaskFormResponse } from '@autocredit/generated/api';
import { restoreStore, snapshotStore } from '../domain/store/store-state';
import { testApp } from '../testing/app';
import { expectError, useTaskWorld } from '../testing/task-world';

const t = useTaskWorld(['goz', 'underwriter']);
const { call, seeded, free, claim } = t;

/** The keys of the fields marked `changed`, in the form's nesting (`client.phone`). */
function changedFields(fields: Record<string, FormField>, prefix = ''): string[] {
  return Object.entries(fields).flatMap(([key, field]) => [
    ...(field.attributes?.changed === true ? [`${prefix}${key}`] : []),
    ...changedFields(field.children ?? {}, `${prefix}${key}.`),
  ]);
}

/** The steps of the data an operator corrects and the fields of each source path there. */
const FIELD_OF: Record<string, string> = {
  'client.phone': 'client:phone',
  'client.work.salary': 'workInfo:salary',
  'client.work.employer': 'workInfo:employer',
  'credit.initialFee': 'credit:initialFee',
};
const STEPS = ['client', 'credit', 'workInfo', 'car'];

/** The changed fields of those steps of a page, as `step:field` (the field's own key, without its groups). */
async function changedOn(user: string, url: (step: string) => string): Promise<string[]> {
  const out: string[] = [];
  for (const step of STEPS) {
    const res = await call(user, 'GET', url(step));
    expect(res.statusCode, res.body).toBe(200);
    // A task page answers the task and its form; the deal page the form.
    const result = res.json<FormResponse | TaskFormResponse>().result;
    const form = 'form' in result ? result.form : result;
    expect(form.current_step).toBe(step);
    out.push(...changedFields(form.fields).map((f) => `${step}:${f.split('.').pop()}`));
  }
  return out.sort();
}

const previousOf = (row: number) => t.app.store.deals.entry(row).previous ?? {};
/** The fields of the changed data (the files' changes are not fields: they mark the documents). */
const expected = (row: number) =>
  Object.keys(previousOf(row))
    .filter((p) => !p.startsWith('documents.'))
    .map((p) => FIELD_OF[p]!)
    .sort();

describe('attributes.changed: the fields that differ from the deal previous snapshot', () => {
  it("marks exactly the seeded changes of a deal in the underwriter queue, on the task's form and the deal page", async () => {
    const s = seeded('underwriter_check', free);
    expect(expected(s.row).length).toBeGreaterThanOrEqual(2);
    await claim('underwriter', s.taskId);
    expect(await changedOn('underwriter', (step) => `/api/task/${s.taskId}?step=${step}`)).toEqual(expected(s.row));
    expect(await changedOn('underwriter', (step) => `/api/autocredit/deal-info/${s.dealId}?step=${step}`)).toEqual(
      expected(s.row),
    );
  });

  it('is the same every time for the same seed; a deal neither reworked nor with the underwriters has none', async () => {
    const s = seeded('underwriter_check', free);
    const again = structuredClone(previousOf(s.row));
    expect(previousOf(s.row)).toEqual(again);
    const fresh = seeded(
      'goz_data_entry',
      (x) => x.assignee === 'goz' && !t.app.store.deals.entry(x.row).state.reworked,
    );
    expect(previousOf(fresh.row)).toEqual({});
  });

  it("records an operator's save so that the underwriter sees what changed; a value put back is no change", async () => {
    const s = seeded('goz_data_entry', (x) => x.assignee === 'goz' && !t.app.store.deals.entry(x.row).state.reworked);
    const url = `/api/autocredit/deal-info/${s.dealId}?step=credit`;
    const fee = async () => (await call('underwriter', 'GET', url)).json<FormResponse>().result.fields.initialFee!;
    const before = (await fee()).value as number;
    expect((await fee()).attributes?.changed).toBeUndefined();

    const saved = await call('goz', 'POST', url, { credit: { initialFee: before + 10_000 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await fee()).toMatchObject({ value: before + 10_000, attributes: { changed: true } });
    expect(previousOf(s.row)).toEqual({ 'credit.initialFee': before });
    expect(await changedOn('underwriter', (step) => `/api/autocredit/deal-info/${s.dealId}?step=${step}`)).toEqual([
      'credit:initialFee',
    ]);
    // A second change keeps the value of the snapshot; putting it back is no change.
    await call('goz', 'POST', url, { credit: { initialFee: before + 20_000 } });
    expect(previousOf(s.row)).toEqual({ 'credit.initialFee': before });
    await call('goz', 'POST', url, { credit: { initialFee: before } });
    expect((await fee()).attributes?.changed).toBeUndefined();
    expect(previousOf(s.row)).toEqual({});

    // A part of the saved state: restored, and reset to the seed.
    await call('goz', 'POST', url, { credit: { initialFee: before + 30_000 } });
    const copy = await testApp();
    try {
      restoreStore(copy.store, JSON.parse(JSON.stringify(snapshotStore(t.app.store))));
      expect(copy.store.deals.entry(s.row).previous).toEqual({ 'credit.initialFee': before });
      expect((await copy.inject({ method: 'POST', url: '/__stub/reset' })).statusCode).toBe(200);
      expect(copy.store.deals.entry(s.row).previous).toEqual({});
    } finally {
      await copy.close();
    }
  });

  it("does not record an underwriter's own save", async () => {
    const s = seeded('underwriter_check', free);
    await claim('underwriter', s.taskId);
    const url = `/api/autocredit/deal-info/${s.dealId}?step=credit`;
    const before = structuredClone(previousOf(s.row));
    const saved = await call('underwriter', 'POST', url, { credit: { costRequested: 1_000_000 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(previousOf(s.row)).toEqual(before);
    expectError(await call('goz', 'GET', `/api/task/${s.taskId}`), 404);
  });
});
