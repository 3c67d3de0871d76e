import type { WorldParts } from '../parts';
import { Random } from './prng';
import { RELATIONS } from '../records';

/** How often each kind of sharing is drawn (per married client, per client with a third person, per client, per used car whose model and year an earlier deal has). */
export const SHARING_RATES = { couple: 0.03, thirdIsClient: 0.03, sameHome: 0.02, resoldCar: 0.3 } as const;

/** The relations a third person who is another client may have (of any gender): 'Коллега', 'Друг'. */
const ANY_GENDER_RELATIONS = RELATIONS.flatMap(([, gender], i) => (gender === -1 ? [i] : []));

/**
 * Characteristics the seeded world's people share across deals besides a returning client's own (001 §2.8: what the
 * deal comparison finds), drawn from their own stream (`shared`), after the rest, so that the rest of the world stays
 * as it was:
 * - couples: a married client's spouse is another client (names, birth date, mobile; both ways when both are married);
 * - a client's third person is another client (their names and mobile; a colleague or a friend);
 * - a client lives at another client's registration address (their actual address);
 * - a used car is the car of an earlier deal of the same model and year, sold again (the same VIN, `vinOf`).
 */
export function shareCharacteristics(parts: WorldParts, seed: number): void {
  const { clients } = parts;
  const n = clients.count;
  if (n < 20) return;
  const random = new Random(seed, 'shared');
  const other = (c: number, test: (o: number) => boolean = () => true): number => {
    for (let tries = 0; tries < 50; tries++) {
      const o = random.int(0, n - 1);
      if (o !== c && test(o)) return o;
    }
    return -1;
  };
  const coupled = new Set<number>();

  for (let c = 0; c < n; c++) {
    if (clients.spouseSurname[c]! >= 0 && !coupled.has(c) && random.chance(SHARING_RATES.couple)) {
      const o = other(c, (x) => clients.gender[x] !== clients.gender[c] && !coupled.has(x));
      if (o >= 0) {
        marry(parts, c, o);
        coupled.add(c).add(o);
        if (clients.spouseSurname[o]! >= 0) marry(parts, o, c);
      }
    }
    if (clients.thirdSurname[c]! >= 0 && random.chance(SHARING_RATES.thirdIsClient)) {
      const o = other(c);
      if (o >= 0) {
        clients.thirdSurname[c] = clients.surname[o]!;
        clients.thirdFirstName[c] = clients.firstName[o]!;
        clients.thirdMiddleName[c] = clients.middleName[o]!;
        clients.thirdPhone[c] = clients.phone[o]!;
        clients.thirdRelation[c] = random.pick(ANY_GENDER_RELATIONS);
      }
    }
    if (random.chance(SHARING_RATES.sameHome)) {
      const o = other(c);
      if (o >= 0) {
        clients.actualSame[c] = 0;
        clients.actCity[c] = clients.regCity[o]!;
        clients.actStreet[c] = clients.regStreet[o]!;
        clients.actHouse[c] = clients.regHouse[o]!;
        clients.actFlat[c] = clients.regFlat[o]!;
      }
    }
  }
  resellCars(parts, random);
}

/** The client's spouse becomes the other client. */
function marry(parts: WorldParts, c: number, spouse: number): void {
  const { clients } = parts;
  clients.spouseSurname[c] = clients.surname[spouse]!;
  clients.spouseFirstName[c] = clients.firstName[spouse]!;
  clients.spouseMiddleName[c] = clients.middleName[spouse]!;
  clients.spouseBirthDay[c] = clients.birthDay[spouse]!;
  clients.spousePhone[c] = clients.phone[spouse]!;
}

/** Some used cars are the cars of earlier deals of the same model and year (and modification): their VIN. */
function resellCars(parts: WorldParts, random: Random): void {
  const { deals } = parts;
  /** The latest deal of each model and year so far. */
  const latest = new Map<number, number>();
  for (let d = 0; d < deals.count; d++) {
    const car = deals.carModel[d]! * 10_000 + deals.carYear[d]!;
    const earlier = latest.get(car);
    if (earlier !== undefined && deals.carCondition[d] === 1 && random.chance(SHARING_RATES.resoldCar)) {
      deals.vinOf[d] = deals.vinOf[earlier]! >= 0 ? deals.vinOf[earlier]! : earlier;
      deals.carModification[d] = deals.carModification[earlier]!;
    }
    latest.set(car, d);
  }
}
