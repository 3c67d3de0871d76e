import { describe, expect, it } from 'vitest';
import { World } from '../world';

const world = new World({ seed: 20261122, deals: 300 });
const { clients, deals, pool } = world;
const clientRows = Array.from({ length: clients.count }, (_, c) => c);
const dealRows = Array.from({ length: deals.count }, (_, d) => d);
const name = (surname: number, first: number, middle: number) =>
  [surname, first, middle].map((id) => pool.get(id)).join(' ');

describe('the characteristics the seeded world shares across deals', () => {
  it('has couples: a spouse who is another client, with their name, birth date and mobile, of the other gender', () => {
    const couples = clientRows.flatMap((c) => {
      const spouse = clientRows.find(
        (o) =>
          o !== c &&
          clients.spouseSurname[c] === clients.surname[o] &&
          clients.spouseFirstName[c] === clients.firstName[o] &&
          clients.spouseMiddleName[c] === clients.middleName[o] &&
          clients.spouseBirthDay[c] === clients.birthDay[o] &&
          clients.spousePhone[c] === clients.phone[o],
      );
      return spouse === undefined ? [] : [[c, spouse] as const];
    });
    expect(couples.length).toBeGreaterThanOrEqual(2);
    for (const [c, o] of couples) expect(clients.gender[c]).not.toBe(clients.gender[o]);
  });

  it("has third persons who are other clients (a colleague or a friend), and clients living at another's address", () => {
    const thirdIsClient = clientRows.filter((c) =>
      clientRows.some(
        (o) =>
          o !== c &&
          clients.thirdPhone[c] === clients.phone[o] &&
          name(clients.thirdSurname[c]!, clients.thirdFirstName[c]!, clients.thirdMiddleName[c]!) ===
            name(clients.surname[o]!, clients.firstName[o]!, clients.middleName[o]!),
      ),
    );
    expect(thirdIsClient.length).toBeGreaterThanOrEqual(2);
    for (const c of thirdIsClient) expect([6, 7]).toContain(clients.thirdRelation[c]);
    const sameHome = clientRows.filter(
      (c) =>
        clients.actualSame[c] === 0 &&
        clientRows.some(
          (o) =>
            o !== c &&
            clients.actCity[c] === clients.regCity[o] &&
            clients.actStreet[c] === clients.regStreet[o] &&
            clients.actHouse[c] === clients.regHouse[o] &&
            clients.actFlat[c] === clients.regFlat[o],
        ),
    );
    expect(sameHome.length).toBeGreaterThanOrEqual(2);
  });

  it('has used cars sold again: the VIN, model, year and modification of an earlier deal', () => {
    const resold = dealRows.filter((d) => deals.vinOf[d]! >= 0);
    expect(resold.length).toBeGreaterThanOrEqual(2);
    for (const d of resold) {
      const first = deals.vinOf[d]!;
      expect(first).toBeLessThan(d);
      expect(deals.carCondition[d]).toBe(1);
      expect([deals.carModel[d], deals.carYear[d], deals.carModification[d]]).toEqual([
        deals.carModel[first],
        deals.carYear[first],
        deals.carModification[first],
      ]);
      expect(world.vin(d)).toBe(world.vin(first));
    }
    const vins = new Set(dealRows.filter((d) => deals.vinOf[d]! < 0).map((d) => world.vin(d)));
    expect(vins.size).toBe(dealRows.length - resold.length);
  });

  it('is the same for the same seed', () => {
    const again = new World({ seed: 20261122, deals: 300 });
    expect(Array.from(again.deals.vinOf.subarray(0, deals.count))).toEqual(
      Array.from(deals.vinOf.subarray(0, deals.count)),
    );
    expect(Array.from(again.clients.spousePhone.subarray(0, clients.count))).toEqual(
      Array.from(clients.spousePhone.subarray(0, clients.count)),
    );
  });
});
