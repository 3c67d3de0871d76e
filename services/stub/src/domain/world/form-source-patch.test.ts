import { describe, expect, it } from 'vitest';
import { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import { PROGRAMS } from './seed/catalog-deals';
import { listFieldsOf, sourceOf, writeBack } from './form-source';
import { dateToDay } from './time';
import { World } from './world';

const SEED = 20261122;
const world = new World({ seed: SEED, deals: 300 });
const underwriter: Viewer = { id: 6, roles: ['ROLE_UNDERWRITER'], privileges: [] };
const client = (w: World, d: number) => w.deals.client[d]!;
const goz = (w: World) => w.staffByUsername('goz')!.index;

describe('writeBack', () => {
  const seeded = Array.from({ length: 300 }, (_, d) => d).find((d) => world.statusOf(d).code === 'underwriting')!;

  it('writes a changed surname, phone and passport into the columns, where the lists find them', () => {
    const w = new World({ seed: SEED, deals: 300 });
    const lists = new Lists(w);
    const before = sourceOf(w, seeded);
    const after = structuredClone(before);
    after.client.surName = '  Цветаева ';
    after.client.phone = '+7 (999) 000-11-22';
    after.client.passport.series = '4519';
    after.client.passport.number = '654321';
    writeBack(w, seeded, before, after);

    const c = client(w, seeded);
    expect(w.pool.get(w.clients.surname[c]!)).toBe('Цветаева');
    expect(w.clients.phone[c]).toBe(9_990_001_122);
    expect([w.clients.passportSeries[c], w.clients.passportNumber[c]]).toEqual([4519, 654321]);
    const fresh = sourceOf(w, seeded);
    expect(fresh.client).toMatchObject({ surName: 'Цветаева', phone: '+79990001122' });
    expect(fresh.client.passport).toMatchObject({ series: '4519', number: '654321' });
    // Only what changed is journalled.
    expect(w.snapshot().journal.at(-1)).toEqual({
      op: 'client',
      client: w.clientId(c),
      patch: { surname: 'Цветаева', phone: 9_990_001_122, passportSeries: 4519, passportNumber: 654321 },
    });

    const found = (filter: Parameters<Lists['deals']>[1]) =>
      lists.deals(underwriter, filter, { page: 1, perPage: 50 }, false).deals.map((i) => i.id);
    expect(found({ borrowerPhonesOnly: false, surname: 'цветаева' })).toContain(w.dealId(seeded));
    expect(found({ borrowerPhonesOnly: true, phone: 9_990_001_122 })).toContain(w.dealId(seeded));
    expect(found({ borrowerPhonesOnly: false, passportSeries: 4519, passportNumber: 654321 })).toContain(
      w.dealId(seeded),
    );
  });

  it('writes the credit and the car: the program by id, dates as days', () => {
    const w = new World({ seed: SEED, deals: 300 });
    const before = sourceOf(w, seeded);
    const after = structuredClone(before);
    after.credit.program = 21;
    after.credit.term = 84;
    after.credit.costRequested = 999_999.6;
    after.client.work = { ...after.client.work!, salary: 185_000.5 };
    after.car!.year = 2019;
    after.client.birthDate = '1980-02-29';
    writeBack(w, seeded, before, after);
    expect(w.deals.program[seeded]).toBe(PROGRAMS.findIndex((p) => p.id === 21));
    // money keeps its kopecks, as typed (185 000,50 is not 185 001)
    expect([w.deals.term[seeded], w.deals.costRequested[seeded], w.deals.carYear[seeded]]).toEqual([
      84, 999_999.6, 2019,
    ]);
    expect(w.clients.income[client(w, seeded)]).toBe(185_000.5);
    expect(w.clients.birthDay[client(w, seeded)]).toBe(dateToDay('1980-02-29'));
    expect(sourceOf(w, seeded).credit).toMatchObject({ program: 21, term: 84, costRequested: 999_999.6 });
    expect(sourceOf(w, seeded).client.work?.salary).toBe(185_000.5);
  });

  it('records nothing when nothing changed, and skips what cannot be read', () => {
    const w = new World({ seed: SEED, deals: 300 });
    const before = sourceOf(w, seeded);
    const journal = () => w.snapshot().journal.length;
    const start = journal();
    writeBack(w, seeded, before, structuredClone(before));
    const spaced = structuredClone(before);
    spaced.client.surName = ` ${before.client.surName} `;
    writeBack(w, seeded, before, spaced);
    const broken = structuredClone(before);
    broken.client.phone = '+7123';
    broken.client.birthDate = '2023-02-30';
    broken.client.passport.series = '45a1';
    broken.client.surName = '   ';
    broken.client.maritalStatus = 'civil';
    broken.credit.program = 999;
    broken.credit.term = Number.NaN;
    broken.credit.costRequested = -5;
    expect(() => writeBack(w, seeded, before, broken)).not.toThrow();
    expect(journal()).toBe(start);
    expect(sourceOf(w, seeded)).toStrictEqual(before);
  });

  it('fills a created deal from its first save', () => {
    const w = new World({ seed: SEED, deals: 300 });
    const d = w.createDeal(goz(w), 0);
    const before = sourceOf(w, d);
    const after = structuredClone(before);
    Object.assign(after.client, { surName: 'Петров', firstName: 'Пётр', gender: 'man', birthDate: '1990-05-01' });
    writeBack(w, d, before, after);
    expect(listFieldsOf(sourceOf(w, d)).client).toMatchObject({ surname: 'Петров', firstName: 'Пётр', gender: 0 });
    expect(sourceOf(w, d).client).toMatchObject({ surName: 'Петров', birthDate: '1990-05-01', phone: null });
    expect(w.clientName(client(w, d))).toBe('Петров Пётр');
  });
});
