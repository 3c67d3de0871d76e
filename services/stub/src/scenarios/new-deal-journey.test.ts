import { describe, expect, it } from 'vitest';
import type {
  DealContactListResponse,
  DealCreateResponse,
  DecisionListResponse,
  DealTaskListResponse,
  FinanceBlockResponse,
  FormField,
  FormSaveResponse,
  PledgeListResponse,
  TaskFormResponse,
} from '@autocredit/generated/api';
import { COLLECTION_ID_BASE } from '../domain/world/records';
import { ROLF_ACCOUNT, applicationSteps, uploaded } from '../testing/form-fixtures';
import { useTaskWorld } from '../testing/task-world';

/**
 * A deal a clerk creates and takes to issue through the API, as the web app does: what the deal holds afterwards is
 * what was entered (the client, the car with its VIN, the credit), never the seeded world's data.
 */
const USERS = ['goz', 'goz_chief', 'underwriter', 'credit_inspector', 'release_manager', 'pledge_editor'];
const t = useTaskWorld(USERS);
const { call } = t;

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

const CAMRY = {
  production: 'foreign',
  condition: 'new',
  brand: 'Toyota',
  model: 'Camry',
  modification: { hash: 'car-10-0', name: '2.5 AT (200 л.с.)' },
  year: 2026,
  hash: 'car-10-0',
};
const VIN = 'XW7BF4FK50S123456';

async function claimNext(user: string, dealId: number, key: string): Promise<number> {
  const res = await call(user, 'GET', `/api/deal/${dealId}/tasks`);
  const [task] = res.json<DealTaskListResponse>().result;
  expect(task).toMatchObject({ taskDefinitionKey: key });
  if (task!.assignee !== user) expect((await call(user, 'POST', `/api/task/claim/${task!.id}`)).statusCode).toBe(200);
  return task!.id;
}

async function save(user: string, taskId: number, step: string, body: unknown) {
  const res = await call(user, 'POST', `/api/task/${taskId}?step=${encodeURIComponent(step)}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FormSaveResponse>();
}

const valuesOf = (field: FormField | undefined): unknown[] =>
  Object.values(field?.children ?? {}).map((entry) =>
    Object.fromEntries(Object.entries(entry.children ?? {}).map(([k, f]) => [k, f.value])),
  );

/** A new deal entered through the wizard with a Toyota Camry (its VIN typed), 2 500 000 car, 1 200 000 credit. */
async function enteredDeal(): Promise<number> {
  const created = await call('goz', 'POST', '/api/autocredit/create');
  expect(created.statusCode, created.body).toBe(200);
  const dealId = created.json<DealCreateResponse>().result.id;
  const taskId = await claimNext('goz', dealId, 'goz_data_entry');
  for (const [step, formName, values] of applicationSteps({ surName: 'Кузнецов', middleName: 'Ильич' }, 'none')) {
    const posted =
      step === '4'
        ? {
            car: { car: CAMRY, vin: VIN },
            credit: {
              program: '14',
              carCostRequested: 2500000,
              initialFee: 1300000,
              costRequested: 1200000,
              term: '60',
            },
          }
        : values;
    await save('goz', taskId, step, { [formName]: posted });
  }
  await save('goz', taskId, '7', { sign_documents: { applicationForm: uploaded(13), consentBki: uploaded(14) } });
  return dealId;
}

describe('a new deal holds what its clerk entered', () => {
  let dealId: number;

  it('has no contacts, budget items or services nobody entered', async () => {
    dealId = await enteredDeal();
    const contacts = await call('underwriter', 'GET', `/api/autocredit/contacts/deal/${dealId}`);
    expect(contacts.statusCode, contacts.body).toBe(200);
    expect(contacts.json<DealContactListResponse>().result).toEqual([]);

    const clientId = t.world().clientId(t.world().deals.client[t.world().dealRow(dealId)!]!);
    const block = async (url: string) =>
      (await call('underwriter', 'GET', `/api/person/${clientId}/budget/get/${url}`)).json<FinanceBlockResponse>()
        .result.items;
    expect(await block('charges/true')).toEqual([]);
    expect(await block(`loans/${COLLECTION_ID_BASE + t.world().dealRow(dealId)!}`)).toEqual([]);
    // The one income is the salary the clerk typed, not yet checked.
    expect(await block('incomes')).toMatchObject([{ sum: 90000, status: 'not_confirmed' }]);
  });

  it("the decisions tab shows the deal's own credit and car", async () => {
    const checkTask = await claimNext('goz_chief', dealId, 'goz_check');
    await save('goz_chief', checkTask, 'decision', { decision: { btnConfirm: 1 } });
    const underwriting = await claimNext('underwriter', dealId, 'underwriter_check');
    await save('underwriter', underwriting, 'decision', {
      decision: { decision: 'approved', comment: 'Доход подтвержден', btnFinal: 1 },
    });
    const res = await call('underwriter', 'GET', `/api/autocredit/decisions/${dealId}`);
    expect(res.statusCode, res.body).toBe(200);
    const [decision] = res.json<DecisionListResponse>().result;
    expect(decision).toMatchObject({
      amount: 1200000,
      sumTotalRequested: 1200000,
      carCostRequested: 2500000,
      initialFee: 1300000,
      brand: 'Toyota',
      model: 'Camry',
      yearIssue: 2026,
    });
    // The client took no service: none is on.
    expect(decision!.options?.filter((o) => o.isActive)).toEqual([]);
  });

  it("the issued deal's pledge carries its client and car, in the pledge task and in the pledge list", async () => {
    expect((await call('goz', 'POST', `/api/autocredit/clientApprove/${dealId}`)).statusCode).toBe(200);
    const inspection = await claimNext('credit_inspector', dealId, 'credit_inspection');
    await save('credit_inspector', inspection, 'decision', {
      decision: {
        creditInfo: { costRequested: 1200000, initialFeeClient: 1300000, term: '60' },
        carCostAgreedClient: 2500000,
        btnConfirm: 1,
      },
    });
    const signing = await claimNext('credit_inspector', dealId, 'sign_documents');
    await save('credit_inspector', signing, 'accountDocuments', {
      sign_documents: { loanAgreement: uploaded(21), accountApplication: uploaded(22), paymentSchedule: uploaded(23) },
    });
    const check = await claimNext('credit_inspector', dealId, 'credit_inspection_check');
    await save('credit_inspector', check, 'decision', { decision: { btnConfirm: 1 } });
    const release = await claimNext('release_manager', dealId, 'release_decision');
    await save('release_manager', release, 'decision', {
      decision: { creditInfo: { term: '60' }, carCostAgreedClient: 2500000, account: ROLF_ACCOUNT, btnRelease: 1 },
    });
    const sign = await claimNext('release_manager', dealId, 'release_sign');
    await save('release_manager', sign, 'decision', { decision: { btnSign: 1 } });
    const final = await claimNext('release_manager', dealId, 'release_final');
    await save('release_manager', final, 'decision', { decision: { btnFinal: 1 } });

    const taskId = await claimNext('pledge_editor', dealId, 'pledge_registration');
    const page = async (step: string) => {
      const res = await call('pledge_editor', 'GET', `/api/task/${taskId}?step=${step}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TaskFormResponse>().result.form;
    };
    const pledgors = await page('pledgors');
    expect(pledgors).toMatchObject({ entityStatus: 'reg_new' });
    expect(valuesOf(pledgors.fields.pledgors)).toEqual([{ last: 'Кузнецов', first: 'Пётр', middle: 'Ильич' }]);
    expect(valuesOf((await page('vehicles')).fields.vehicles)).toEqual([
      { vin: VIN, description: 'Toyota Camry 2026' },
    ]);

    await save('pledge_editor', taskId, 'pledgors', { pledge_registration: {} });
    await save('pledge_editor', taskId, 'vehicles', { pledge_registration: {} });
    await save('pledge_editor', taskId, 'send', { pledge_registration: { checked: '1' } });
    await settle();
    const list = await call('pledge_editor', 'GET', `/api/pledge/list?id=${dealId}`);
    expect(list.statusCode, list.body).toBe(200);
    const [pledge] = list.json<PledgeListResponse>().result.list;
    expect(pledge).toMatchObject({
      status: 'reg_success',
      data: {
        pledgors: [{ name: { last: 'Кузнецов', first: 'Пётр', middle: 'Ильич' } }],
        vehicles: [{ vin: VIN, description: 'Toyota Camry 2026' }],
      },
    });
  });
});
