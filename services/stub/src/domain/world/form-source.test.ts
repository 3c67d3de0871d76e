import { describe, expect, it } from 'vitest';
import type { Form } from '@autocredit/generated/api';
import { contractValidators } from '../../contract/ajv';
import { loadSpec } from '../../contract/spec';
import { dealServices } from '../decisions/deal-services';
import { buildForm, emptySource, formForTask, visibleSteps } from '../forms';
import type { FormSource } from '../forms/source';
import { ItemBuilder } from '../lists/items';
import { addressLine } from './seed/addresses';
import { CAR_MODELS } from './seed/catalog-cars';
import { PROGRAMS, STATUSES, decisionKind } from './seed/catalog-deals';
import { SALE_POINTS } from './seed/catalog-places';
import { WORLD_FORM_DICTIONARIES, sourceOf } from './form-source';
import { COLLECTION_ID_BASE } from './records';
import { dateToDay } from './time';
import { World, joinName } from './world';

const SEED = 20261122;
const world = new World({ seed: SEED, deals: 300 });
const items = new ItemBuilder(world);
const validateForm = contractValidators(loadSpec()).compile('response', { $ref: 'openapi#/components/schemas/Form' });

const rows = Array.from({ length: world.deals.count }, (_, d) => d);
const client = (w: World, d: number) => w.deals.client[d]!;
/** The first seeded deal that has what a test needs. */
const dealWhere = (test: (d: number) => boolean) => {
  const found = rows.find(test);
  if (found === undefined) throw new Error('no such deal in the seeded world');
  return found;
};

/** The paths of a value that JSON would lose (undefined, NaN, functions). */
function unserialisable(value: unknown, path = ''): string[] {
  if (value === undefined || typeof value === 'function') return [path];
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => unserialisable(v, `${path}.${k}`));
}

const goz = () => world.staffByUsername('goz')!.index;

describe('sourceOf a seeded deal', () => {
  const d = dealWhere((r) => {
    const c = client(world, r);
    const { clients } = world;
    return clients.spouseSurname[c]! >= 0 && clients.licenceSeries[c]! > 0 && clients.employer[c]! >= 0;
  });
  const c = client(world, d);
  const source = sourceOf(world, d);

  it('names the deal and the client as the lists do', () => {
    const item = items.deal(d);
    expect(source.deal).toMatchObject({ id: item.id, status: item.statusCode, collectionId: COLLECTION_ID_BASE + d });
    expect(source.client.id).toBe(item.client.id);
    expect(joinName(source.client.surName!, source.client.firstName!, source.client.middleName ?? '')).toBe(
      item.client.name,
    );
    expect(['man', 'woman']).toContain(source.client.gender);
    expect(dateToDay(source.client.birthDate!)).toBe(world.clients.birthDay[c]);
  });

  it('gives the phone as +7 and ten digits, the passport and licence in their masks', () => {
    expect(source.client.phone).toMatch(/^\+7\d{10}$/);
    expect(Number(source.client.phone!.slice(2))).toBe(world.clients.phone[c]);
    const { passport, driverPassport } = source.client;
    expect(passport.series).toMatch(/^\d{4}$/);
    expect(passport.number).toMatch(/^\d{6}$/);
    expect(Number(passport.series)).toBe(world.clients.passportSeries[c]);
    expect(passport.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(passport.divisionCode).toMatch(/^\d{3}-\d{3}$/);
    expect(passport.divisionName).toMatch(/России по /);
    expect(driverPassport?.series).toMatch(/^\d{4}$/);
    expect(driverPassport?.number).toMatch(/^\d{6}$/);
  });

  it('gives the addresses as the address widget does, with their region', () => {
    const { addressRegistration, addressActual, isHaveActual } = source.client;
    const { clients } = world;
    expect(addressRegistration?.regionId).toMatch(/^\d{2}$/);
    expect(addressRegistration?.value).toBe(
      addressLine({
        city: clients.regCity[c]!,
        street: clients.regStreet[c]!,
        house: clients.regHouse[c]!,
        flat: clients.regFlat[c]!,
      }),
    );
    expect(addressActual?.regionId).toMatch(/^\d{2}$/);
    expect(isHaveActual).toBe(clients.actualSame[c] === 0);
  });

  it('gives the spouse, the employer and the income', () => {
    expect(source.spouse?.surName).toBe(world.pool.get(world.clients.spouseSurname[c]!));
    expect(source.spouse?.gender).not.toBe(source.client.gender);
    const employer = world.employers[world.clients.employer[c]!]!;
    expect(source.client.work?.employer).toMatchObject({ inn: employer.inn, name: employer.name, kpp: employer.kpp });
    expect(source.client.work?.employer?.value).toBe(`${employer.name}, ИНН ${employer.inn}`);
    expect(source.client.work?.salary).toBe(world.clients.income[c]);
  });

  it('gives the car with its VIN, and the credit', () => {
    const model = CAR_MODELS[world.deals.carModel[d]!]!;
    expect(source.car).toMatchObject({ brand: model.brand, model: model.model, year: world.deals.carYear[d] });
    expect(source.vin).toBe(world.vin(d));
    expect(source.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    // The car is among the choices of the forms' car cascade (so that a save accepts it).
    const offered = WORLD_FORM_DICTIONARIES.cars![model.brand]![model.model]!;
    expect(offered.map((m) => m.hash)).toContain(source.car?.modification?.hash);
    expect(source.credit).toMatchObject({
      program: PROGRAMS[world.deals.program[d]!]!.id,
      partnerId: SALE_POINTS[world.deals.salePoint[d]!]!.id,
      costRequested: world.deals.costRequested[d],
      term: world.deals.term[d],
    });
    expect(source.release.creditInfo.costRequested).toBe(world.deals.costRequested[d]);
  });

  it("gives the release decision the deal's services, those the client took on", () => {
    const services = dealServices(world, d);
    expect(source.release.services).toEqual(
      services.map((s) => ({ code: s.code, name: s.name, cost: s.cost, active: s.isActive })),
    );
    expect(source.release.services.map((s) => s.code)).toEqual([
      'kasko',
      'lifeInsurance',
      'gap',
      'roadAssistance',
      'extendedWarranty',
    ]);
  });

  it('survives JSON for every seeded deal (null, never undefined)', () => {
    for (const r of rows) {
      const s = sourceOf(world, r);
      expect(unserialisable(s), `deal row ${r}`).toEqual([]);
      expect(JSON.parse(JSON.stringify(s))).toStrictEqual(s);
      expect(structuredClone(s)).toStrictEqual(s);
    }
  });

  it('gives an issued deal its pledge: the client as pledgor, the car as vehicle', () => {
    const issued = dealWhere((r) => world.pledgeOfDeal(r) !== undefined);
    const pledge = world.pledgeOfDeal(issued)!;
    const s = sourceOf(world, issued);
    expect(s.pledge).toMatchObject({ id: world.pledgeId(pledge.row), status: pledge.status, checked: false });
    expect(s.pledge?.pledgors).toEqual([
      { name: { first: s.client.firstName, middle: s.client.middleName, last: s.client.surName } },
    ]);
    expect(s.pledge?.vehicles[0]?.vin).toBe(world.vin(issued));
    expect(
      sourceOf(
        world,
        dealWhere((r) => world.pledgeOfDeal(r) === undefined),
      ).pledge,
    ).toBeNull();
  });

  it('gives the last decision type', () => {
    const decided = dealWhere((r) => world.deals.lastDecision[r]! >= 0);
    const last = world.deals.lastDecision[decided]!;
    const { type } = decisionKind(world.decisions.preliminary[last] === 1, world.decisions.outcome[last]!);
    expect(sourceOf(world, decided).deal.decisionType).toBe(type);
    expect(
      sourceOf(
        world,
        dealWhere((r) => world.deals.lastDecision[r]! < 0),
      ).deal.decisionType,
    ).toBeNull();
  });
});

describe('sourceOf a created deal', () => {
  it('is the empty source with the deal, its process and partner', () => {
    const w = new World({ seed: SEED, deals: 300 });
    for (const businessLogic of [0, 1]) {
      const d = w.createDeal(w.staffByUsername('goz')!.index, businessLogic);
      const expected: FormSource = {
        ...emptySource({
          id: w.dealId(d),
          status: 'new',
          processName: businessLogic === 1 ? 'fast_decision' : 'autocredit',
          collectionId: COLLECTION_ID_BASE + d,
        }),
        dictionaries: WORLD_FORM_DICTIONARIES,
      };
      expected.client.id = w.clientId(client(w, d));
      expected.credit.partnerId = w.staffByUsername('goz')!.salePointId;
      expect(sourceOf(w, d)).toStrictEqual(expected);
    }
  });
});

describe('the forms over sourceOf', () => {
  const expectContract = (form: Form) => {
    expect(validateForm(form), JSON.stringify(validateForm.errors)).toBe(true);
  };

  it('build the underwriter form of deals of every status', () => {
    const definition = formForTask('underwriter_check')!;
    for (const status of STATUSES) {
      const d = dealWhere((r) => world.statusOf(r).code === status.code);
      const source = sourceOf(world, d);
      for (const step of visibleSteps(definition, source)) {
        const form = buildForm(definition, source, { step: step.key, taskKey: 'underwriter_check', canDecide: true });
        expectContract(form);
      }
    }
  });

  it('show the program of a seeded deal among the choices, and the wizard of a created deal', () => {
    const d = dealWhere((r) => PROGRAMS[world.deals.program[r]!]!.id > 16);
    const form = buildForm(formForTask('goz_data_entry')!, sourceOf(world, d), { step: '4', canEdit: true });
    expectContract(form);
    const program = form.fields.credit?.children?.program;
    expect(program?.value).toBe(String(PROGRAMS[world.deals.program[d]!]!.id));
    expect(program?.choices?.map((c) => c.value)).toContain(program?.value);
    const w = new World({ seed: SEED, deals: 300 });
    expectContract(buildForm(formForTask('goz_data_entry')!, sourceOf(w, w.createDeal(goz(), 0))));
  });
});
