import { describe, expect, it } from 'vitest';
import type { Form, FormField } from '@autocredit/generated/api';
import { contractValidators } from '../../contract/ajv';
import { loadSpec } from '../../contract/spec';
import { TASK_DEFINITIONS } from '../process';
import { buildForm } from './build';
import {
  creditInspectorCheckerForm,
  creditInspectorForm,
  dealInfoForm,
  fastDecisionForm,
  formForTask,
  gozCheckerForm,
  gozForm,
  notifyAboutErrorForm,
  pledgeForm,
  releaseManagerForm,
  underwriterForm,
  TASK_FORMS,
} from './definitions';
import { emptySource } from './empty-source';
import { sampleSource } from '../../testing/form-fixtures';
import type { FormActor, FormDefinition } from './spec';
import { visibleSteps } from './steps';

const validateForm = contractValidators(loadSpec()).compile('response', { $ref: 'openapi#/components/schemas/Form' });

const releaseManager: FormActor = {
  username: 'release_manager',
  roles: ['ROLE_RELEASE_MANAGER'],
  privileges: ['save-deal-account'],
};

const ALL = [
  gozForm,
  gozCheckerForm,
  underwriterForm,
  creditInspectorForm,
  creditInspectorCheckerForm,
  releaseManagerForm,
  pledgeForm,
  fastDecisionForm,
  dealInfoForm,
  notifyAboutErrorForm,
];

function expectContract(form: Form) {
  const valid = validateForm(form);
  expect(validateForm.errors ?? [], JSON.stringify(validateForm.errors)).toEqual([]);
  expect(valid).toBe(true);
}

/** Every field of a tree, with its path. */
function* walk(fields: Record<string, FormField>, prefix = ''): Generator<[string, FormField]> {
  for (const [key, field] of Object.entries(fields)) {
    const path = prefix ? `${prefix}.${key}` : key;
    yield [path, field];
    if (field.children) yield* walk(field.children, path);
  }
}

describe('every form definition', () => {
  it('is checked against the contract (the check does refuse a broken form)', () => {
    expect(validateForm({ formName: 'x', fields: { a: { type: 'bogus' } } })).toBe(false);
    expect(validateForm({ formName: 'x', fields: {}, buttons: { btnApprove: { title: 'x' } } })).toBe(false);
    // The buttons are the server's (002 §3): a button the contract does not name passes with its label.
    expect(validateForm({ formName: 'x', fields: {}, buttons: { btnApprove: { label: 'x' } } })).toBe(true);
  });

  it.each(ALL.map((d) => [d.key, d] as const))('%s builds contract-shaped forms on every step', (_key, definition) => {
    for (const source of [emptySource({ id: 1 }), sampleSource()]) {
      for (const step of visibleSteps(definition, source)) {
        for (const canEdit of [false, true]) {
          const form = buildForm(definition, source, {
            step: step.key,
            canEdit,
            actor: releaseManager,
            canDecide: true,
          });
          expectContract(form);
          expect(form.formName).toBe(step.formName);
        }
      }
    }
  });

  it("shows the inspector a deal's application terms when the release has none yet (a deal made at run time)", () => {
    const source = sampleSource();
    source.release.creditInfo = { costRequested: null, initialFeeClient: null, term: null };
    source.credit = { ...source.credit, costRequested: 2_000_000, initialFee: 1_000_000, term: 36 };
    const form = buildForm(creditInspectorForm, source, { step: 'decision', canEdit: false, actor: releaseManager });
    const info = form.fields.creditInfo!.children!;
    expect([info.costRequested!.value, info.initialFeeClient!.value, Number(info.term!.value)]).toEqual([
      2_000_000, 1_000_000, 36,
    ]);
  });

  it("shows the checkers the application's terms as the decision before the release has its own", () => {
    const source = sampleSource();
    source.release.creditInfo = { costRequested: null, initialFeeClient: null, term: null };
    source.release.carCostAgreedClient = null;
    source.credit = {
      ...source.credit,
      costRequested: 2_000_000,
      initialFee: 1_000_000,
      term: 36,
      carCostRequested: 3_000_000,
    };
    const form = buildForm(gozCheckerForm, source, { step: 'decision', canEdit: false, actor: releaseManager });
    const { costRequested, initialFeeClient, term, carCostAgreedClient } = form.fields;
    expect([costRequested!.value, initialFeeClient!.value, Number(term!.value), carCostAgreedClient!.value]).toEqual([
      2_000_000, 1_000_000, 36, 3_000_000,
    ]);
    expectContract(form);
  });

  it('has a form for every task definition of the process', () => {
    for (const key of Object.keys(TASK_DEFINITIONS)) expect(formForTask(key), key).toBeDefined();
    expect(Object.keys(TASK_FORMS).sort()).toEqual(Object.keys(TASK_DEFINITIONS).sort());
  });

  it('uses every field type of the contract', () => {
    const schema = loadSpec().components.schemas as Record<string, { enum?: string[] }>;
    const types = new Set<string>();
    const source = sampleSource();
    source.spouse = { ...source.client };
    for (const definition of ALL as FormDefinition[]) {
      for (const step of visibleSteps(definition, source)) {
        const form = buildForm(definition, source, { step: step.key, canDecide: true });
        for (const [, field] of walk(form.fields)) types.add(field.type);
      }
    }
    const missing = (schema.FormFieldType?.enum ?? []).filter((t) => !types.has(t));
    // `file` has its builder (fields.ts); the forms upload documents with commonAsyncDocument.
    expect(missing).toEqual(['file']);
  });
});

describe('the steps', () => {
  const keys = (definition: FormDefinition) => visibleSteps(definition, sampleSource()).map((s) => s.key);

  it('of the deal page are those of 001 §2.1, in order', () => {
    expect(keys(dealInfoForm)).toEqual([
      'client',
      'credit',
      'car',
      'workInfo',
      'dealComments',
      'contacts',
      'financial',
      'commonDocuments',
      'underwriterFiles',
      'additionalFile',
      'history',
      'decisions',
      'checks',
      'historyChecks',
      'decision',
      'underwriterDecision',
      'reuseCharacteristics',
    ]);
  });

  it('of the GOZ wizard start with the variants only once the deal has some, and end with sign_documents', () => {
    expect(keys(gozForm)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    expect(visibleSteps(gozForm, emptySource({ id: 1 })).map((s) => s.key)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(buildForm(gozForm, emptySource({ id: 1 }), { step: '7' }).formName).toBe('sign_documents');
    expect(buildForm(gozForm, sampleSource(), { step: '7' }).fields.print_applicationFormPrint).toMatchObject({
      type: 'downloadFile',
      value: { path: '/api/file/get/901300', name: 'Заявление-анкета.pdf' },
    });
  });

  it('of the role pages are those of 002 §2', () => {
    expect(keys(creditInspectorForm)).toEqual(['members', 'car', 'accountDocuments', 'documents', 'decision']);
    expect(buildForm(creditInspectorForm, sampleSource(), { step: 'documents' }).formName).toBe('form');
    expect(keys(creditInspectorCheckerForm)).toEqual(['accountDocuments', 'decision', 'members', 'car']);
    expect(keys(gozCheckerForm)).toEqual(['accountDocuments', 'decision', 'members', 'car']);
    expect(keys(releaseManagerForm)).toEqual(['documents', 'decision', 'members', 'car']);
    expect(keys(underwriterForm).at(-1)).toBe('decision');
  });

  it('give the first step when none is asked, and the next one', () => {
    const form = buildForm(gozForm, emptySource({ id: 1 }));
    expect(form).toMatchObject({ formName: 'client', current_step: '1', next_step: '2', errors: [] });
    expect(form.steps).toMatchObject({ '1': 'Клиент', '7': 'Подписание документов' });
  });

  it('refuse an unknown step', () => {
    expect(() => buildForm(gozForm, emptySource({ id: 1 }), { step: 'nine' })).toThrow('Шаг формы не найден');
  });
});

describe('the release decision form', () => {
  const form = (taskKey: string, actor: FormActor | null = releaseManager) =>
    buildForm(releaseManagerForm, sampleSource(), { step: 'decision', taskKey, actor });

  it('has the fields of 002 §3', () => {
    const fields = form('release_decision').fields;
    expect(Object.keys(fields)).toEqual([
      'creditInfo',
      'agreedAuto',
      'carCostAgreedClient',
      'autoService',
      'equipments',
      'services',
      'account',
    ]);
    expect(Object.keys(fields.creditInfo?.children ?? {})).toEqual(['costRequested', 'initialFeeClient', 'term']);
    expect(Object.keys(fields.equipments?.children?.['0']?.children ?? {})).toEqual([
      'name',
      'cost',
      'isProviderWorkWIthNDS',
      'nonStandardNDS',
      'isNotStandard',
    ]);
    expect(fields.equipments?.attributes).toMatchObject({ allow_add: true, allow_delete: true });
  });

  it('asks whether the client agreed to the car: agreed, its cost is the agreed one and cannot be typed', () => {
    const choice = form('release_decision').fields.agreedAuto;
    expect(choice).toMatchObject({ type: 'choice', value: null, attributes: { expanded: true } });
    expect(choice?.choices).toEqual([
      { value: '1', label: 'Да' },
      { value: '0', label: 'Нет' },
    ]);
    expect(form('release_decision').fields.carCostAgreedClient?.attributes?.readonly).toBeUndefined();
    const source = sampleSource();
    source.release.agreedAuto = 1;
    const agreed = buildForm(releaseManagerForm, source, { step: 'decision', taskKey: 'release_decision' });
    expect(agreed.fields.agreedAuto?.value).toBe('1');
    expect(agreed.fields.carCostAgreedClient?.attributes?.readonly).toBe(true);
  });

  it('keeps a cancelled service off: its flag cannot be switched on again', () => {
    const source = sampleSource();
    source.release.services[0] = {
      ...source.release.services[0]!,
      active: false,
      cancellation: { cancelStatementDate: '2026-11-20', cancelUpPercentDate: '2026-12-20' },
    };
    const services = buildForm(releaseManagerForm, source, { step: 'decision', taskKey: 'release_decision' }).fields
      .services?.children;
    expect(services?.['0']?.children?.active?.attributes?.readonly).toBe(true);
    expect(services?.['0']?.children?.cancel).toBeUndefined();
    expect(services?.['1']?.children?.active?.attributes?.readonly).toBeUndefined();
  });

  it('disables the cost of an inactive service', () => {
    const services = form('release_decision').fields.services?.children ?? {};
    expect(services['0']?.children?.cost?.attributes?.readonly).toBeUndefined();
    expect(services['1']?.children?.cost?.attributes?.readonly).toBe(true);
    expect(services['1']?.children?.active?.value).toBe('false');
    expect(services['0']?.children?.cancel).toMatchObject({ type: 'cancelServiceBtn', value: 'lifeInsurance' });
    expect(services['1']?.children?.cancel).toBeUndefined();
  });

  it('offers the buttons of each release task, the account ones with save-deal-account', () => {
    expect(Object.keys(form('release_decision').buttons ?? {})).toEqual([
      'btnRelease',
      'btnRework',
      'btnCancel',
      'saveAccount',
      'loadAccount',
    ]);
    const noPrivilege = form('release_decision', { ...releaseManager, privileges: [] });
    expect(Object.keys(noPrivilege.buttons ?? {})).toEqual(['btnRelease', 'btnRework', 'btnCancel']);
    expect(noPrivilege.fields.account?.children?.bik?.attributes?.readonly).toBe(true);
    expect(form('release_sign').buttons).toEqual({ btnSign: { label: 'Договор подписан' } });
    expect(form('release_final').buttons).toEqual({ btnFinal: { label: 'Выдать кредит' } });
  });

  it('offers the credit inspector its four buttons', () => {
    const ci = buildForm(creditInspectorForm, sampleSource(), { step: 'decision' });
    expect(ci.buttons).toEqual({
      btnCancel: { label: 'Отказать' },
      btnReapprove: { label: 'Переутвердить' },
      btnGozReapprove: { label: 'Доработка ГОЗ' },
      btnConfirm: { label: 'Подтвердить' },
    });
  });

  it('takes the credit terms from a variant applied, and back without it', () => {
    const applied = buildForm(creditInspectorForm, sampleSource(), { step: 'decision', variant: 0 });
    expect(applied.fields.creditInfo?.children).toMatchObject({
      costRequested: { value: 1200000 },
      initialFeeClient: { value: 300000 },
      term: { value: '48' },
    });
    const original = buildForm(creditInspectorForm, sampleSource(), { step: 'decision' });
    expect(original.fields.creditInfo?.children?.costRequested?.value).toBe(1250000);
  });
});

describe('the other forms', () => {
  it('the checkers offer their buttons', () => {
    expect(buildForm(creditInspectorCheckerForm, sampleSource(), { step: 'decision' }).buttons).toEqual({
      btnReapprove: { label: 'Вернуть на КИ (Подписание)' },
      btnConfirm: { label: 'Подтвердить' },
    });
    expect(Object.keys(buildForm(gozCheckerForm, sampleSource(), { step: 'decision' }).buttons ?? {})).toEqual([
      'btnRework',
      'btnConfirm',
    ]);
  });

  it('the pledge form carries the pledge and the cancel, named by the status', () => {
    const source = sampleSource();
    const form = buildForm(pledgeForm, source, { step: 'send' });
    expect(form).toMatchObject({
      formName: 'pledge_registration',
      entityId: 4120,
      collectionId: 90400,
      entityStatus: 'reg_new',
    });
    expect(form.buttons).toEqual({ cancelDeal: { label: 'Отменить регистрацию' } });
    source.pledge = { ...source.pledge!, status: 'assignment_rework' };
    expect(buildForm(pledgeForm, source).buttons).toEqual({ cancelDeal: { label: 'Отменить переуступку' } });
  });

  it('the error form has no step bar', () => {
    const source = sampleSource();
    source.processError = 'Сервис формирования документов недоступен';
    const form = buildForm(notifyAboutErrorForm, source);
    expect(form).toMatchObject({ formName: 'notify_about_error', steps: null, current_step: null, next_step: null });
    expect(form.fields.message?.value).toBe('Сервис формирования документов недоступен');
    expect(Object.keys(form.buttons ?? {})).toEqual(['btnReplay', 'btnRework']);
  });

  it('the deal page offers the decision buttons only to who may decide', () => {
    const source = sampleSource();
    expect(buildForm(dealInfoForm, source, { step: 'underwriterDecision' }).buttons).toBeUndefined();
    expect(
      Object.keys(buildForm(dealInfoForm, source, { step: 'underwriterDecision', canDecide: true }).buttons ?? {}),
    ).toEqual(['btnFinal', 'btnRework', 'btnRescoring']);
    expect(Object.keys(buildForm(dealInfoForm, source, { step: 'decision', canDecide: true }).buttons ?? {})).toEqual([
      'btnFullRescoring',
    ]);
  });

  it('the deal page is read-only until the edit button', () => {
    const source = sampleSource();
    const shown = buildForm(dealInfoForm, source, { step: 'client' });
    expect(shown.fields.client?.children?.fio).toMatchObject({
      type: 'fioAndGender',
      value: { surName: 'Иванов', firstName: 'Иван', middleName: 'Иванович', gender: 'man' },
      attributes: { readonly: true },
    });
    const editing = buildForm(dealInfoForm, source, { step: 'client', canEdit: true });
    expect(editing.fields.client?.children?.fio?.attributes?.readonly).toBeUndefined();
    expect(editing.fields.client?.children?.fio?.rules).toEqual(['required']);
  });

  it('a timed-out pre-decision task asks for a delay reason', () => {
    const source = sampleSource();
    expect(buildForm(underwriterForm, source, { step: 'decision' }).fields.delayReason).toBeUndefined();
    source.underwriter.timedOut = true;
    expect(buildForm(underwriterForm, source, { step: 'decision' }).fields.delayReason?.rules).toEqual(['required']);
  });
});
