import { describe, expect, it } from 'vitest';
import type { Form, FormField } from '@autocredit/generated/api';
import { buildForm } from './build';
import {
  creditInspectorForm,
  dealInfoForm,
  gozForm,
  pledgeForm,
  releaseManagerForm,
  underwriterForm,
} from './definitions';
import { emptySource } from './empty-source';
import { fastDecisionDto, saveFastDecision } from './fast-decision-dto';
import { SBERBANK, TVERSKAYA, sampleSource } from '../../testing/form-fixtures';
import { messages } from './messages';
import type { FormSource } from './source';
import type { FormActor } from './spec';
import { isStepReachable } from './steps';
import { submitForm, type SubmitOutcome } from './submit';
import { validateSubmission } from './validate';

const TODAY = '2026-11-22';
const releaseManager: FormActor = {
  username: 'release_manager',
  roles: ['ROLE_RELEASE_MANAGER'],
  privileges: ['save-deal-account'],
};

function saved(outcome: SubmitOutcome) {
  if (outcome.kind !== 'saved')
    throw new Error(`expected a save, got ${outcome.kind}: ${JSON.stringify(outcome.form)}`);
  return outcome;
}

function refused(outcome: SubmitOutcome) {
  if (outcome.kind !== 'invalid') throw new Error(`expected a refusal, got ${outcome.kind}`);
  return outcome;
}

function field(form: Form, path: string): FormField | undefined {
  const [first, ...rest] = path.split('.');
  let node = form.fields[first ?? ''];
  for (const key of rest) node = node?.children?.[key];
  return node;
}

const CLIENT = {
  surName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  gender: 'man',
  birthDate: '1985-04-12',
  bornPlace: 'г. Москва',
  maritalStatus: 'married',
  phone: '+7 916 123-45-67',
  email: '',
  inn: '',
};

describe('the GOZ wizard', () => {
  it('is filled step by step to sign_documents, which closes the task', () => {
    let source: FormSource = emptySource({ id: 100246, collectionId: 90312 });
    const post = (step: string, values: Record<string, unknown>, formName: string) =>
      saved(submitForm(gozForm, source, { [formName]: values }, { step, today: TODAY }));

    let result = post('1', CLIENT, 'client');
    expect(result).toMatchObject({ step: '1', nextStep: '2', closes: false, button: null });
    expect(result.form).toMatchObject({ formName: 'passport', current_step: '2', next_step: '3' });
    expect(result.source.client).toMatchObject({ surName: 'Иванов', phone: '+79161234567', email: null });
    expect(result.values).toMatchObject({ phone: '+79161234567', gender: 'man' });
    source = result.source;

    source = post(
      '2',
      {
        passport: {
          series: '4510',
          number: '123456',
          issueDate: '2015-06-18',
          divisionCode: '770-001',
          divisionName: 'УФМС',
        },
        addresses: { addressRegistration: TVERSKAYA, isHaveActual: 'false' },
      },
      'passport',
    ).source;
    expect(source.client.passport.series).toBe('4510');
    expect(source.client.isHaveActual).toBe(false);

    source = post(
      '3',
      {
        employer: SBERBANK,
        position: 'Инженер',
        workPhone: '+74955005550',
        startDate: '2018-03-01',
        salary: '150 000',
      },
      'work',
    ).source;
    expect(source.client.work?.salary).toBe(150000);

    source = post(
      '4',
      {
        car: { car: { brand: 'Haval', model: 'Jolion', year: '2026' }, vin: 'xta210990y2765432' },
        credit: {
          program: '14',
          carCostRequested: '2 000 000',
          initialFee: '500 000',
          costRequested: '1 500 000',
          term: '60',
        },
      },
      'credit',
    ).source;
    expect(source.car).toMatchObject({ brand: 'Haval', model: 'Jolion', year: 2026 });
    expect(source.vin).toBe('XTA210990Y2765432');
    expect(source.credit).toMatchObject({ program: 14, carCostRequested: 2000000, costRequested: 1500000, term: 60 });

    const file = (id: number) => [{ id, name: `${id}.pdf`, path: `/api/file/get/${id}` }];
    source = post('5', { passport: file(1), consentToPPD: file(2) }, 'documents').source;
    expect(source.documents.passport).toMatchObject({ code: 'passport', group: 'client', files: file(1) });
    source = post('6', { stateSupport: 'none' }, 'stateSupport').source;

    result = post('7', { applicationForm: file(3), consentBki: file(4) }, 'sign_documents');
    expect(result).toMatchObject({ step: '7', nextStep: null, closes: true });
    expect(result.form).toMatchObject({ formName: 'sign_documents', next_step: null });
  });

  it('refuses a step with errors and shows it back with what was typed', () => {
    const outcome = refused(
      submitForm(
        gozForm,
        emptySource({ id: 1 }),
        { client: { ...CLIENT, phone: '8916', birthDate: '2030-01-01' } },
        { step: '1', today: TODAY },
      ),
    );
    expect(outcome.errors).toEqual(['Данные не сохранены']);
    expect(outcome.form.current_step).toBe('1');
    expect(field(outcome.form, 'phone')).toMatchObject({ value: '8916', errors: [messages.phone] });
    expect(field(outcome.form, 'birthDate')).toMatchObject({ value: '2030-01-01', errors: [messages.birthDateFuture] });
    expect(field(outcome.form, 'surName')).toMatchObject({ value: 'Иванов' });
    expect(field(outcome.form, 'surName')?.errors).toBeUndefined();
  });

  it('needs the required fields that were not posted, and the required documents', () => {
    const outcome = refused(
      submitForm(gozForm, emptySource({ id: 1 }), { client: { surName: 'Иванов' } }, { step: '1', today: TODAY }),
    );
    expect(field(outcome.form, 'firstName')?.errors).toEqual(['Это поле обязательно для заполнения']);
    expect(field(outcome.form, 'middleName')?.errors).toBeUndefined();
    const docs = refused(submitForm(gozForm, emptySource({ id: 1 }), { documents: {} }, { step: '5', today: TODAY }));
    expect(field(docs.form, 'passport')?.errors).toEqual([messages.required]);
    expect(field(docs.form, 'driverLicense')?.errors).toBeUndefined();
  });

  it('checks the actual address once its checkbox is posted checked', () => {
    const values = {
      passport: {
        series: '4510',
        number: '123456',
        issueDate: '2015-06-18',
        divisionCode: '770-001',
        divisionName: 'УФМС',
      },
      addresses: {
        addressRegistration: TVERSKAYA,
        isHaveActual: '1',
        addressActual: { isManual: '1', postalCode: '12345', regionId: ' 7' },
      },
    };
    const outcome = refused(
      submitForm(gozForm, emptySource({ id: 1 }), { passport: values }, { step: '2', today: TODAY }),
    );
    expect(field(outcome.form, 'addresses.addressActual')).toMatchObject({
      value: { isManual: '1', postalCode: '12345', regionId: ' 7' },
      errors: [
        'Индекс содержит 6 символов',
        'Неверный код. Введите код региона в соответствии с КЛАДР',
        'Введите регион',
      ],
    });
    expect(field(outcome.form, 'addresses.isHaveActual')?.value).toBe('1');
  });

  it('opens the steps up to the furthest reached only', () => {
    const source = emptySource({ id: 1 });
    expect(isStepReachable(gozForm, source, null, '1')).toBe(true);
    expect(isStepReachable(gozForm, source, null, '2')).toBe(false);
    expect(isStepReachable(gozForm, source, '3', '2')).toBe(true);
    expect(isStepReachable(gozForm, source, '3', '3')).toBe(true);
    expect(isStepReachable(gozForm, source, '3', '4')).toBe(false);
    expect(isStepReachable(creditInspectorForm, source, null, 'decision')).toBe(true);
  });

  it('refuses values posted for another form', () => {
    const outcome = refused(submitForm(gozForm, emptySource({ id: 1 }), { credit: CLIENT }, { step: '1' }));
    expect(outcome.form.errors).toEqual([messages.wrongForm]);
  });
});

describe('reload', () => {
  it('recalculates dependent fields and keeps every value typed, saving nothing', () => {
    const source = sampleSource();
    const credit = {
      program: '14',
      carCostRequested: '2 000 000',
      initialFee: '500000',
      costRequested: 'abc',
      term: '60',
    };
    const outcome = submitForm(
      gozForm,
      source,
      { credit: { credit, car: { vin: 'XTA' } } },
      { step: '4', reload: true },
    );
    expect(outcome.kind).toBe('form');
    const form = outcome.form;
    expect(field(form, 'credit.initialFeePercent')?.value).toBe(25);
    expect(field(form, 'credit.costRequested')?.value).toBe('abc');
    expect(field(form, 'credit.costRequested')?.errors).toBeUndefined();
    expect(field(form, 'car.vin')?.value).toBe('XTA');
    expect(source.credit.initialFee).toBe(250000);
  });

  it('offers the modifications of the new model and drops the old choice', () => {
    const source = sampleSource();
    const before = buildForm(creditInspectorForm, source, { step: 'car' });
    expect(field(before, 'model')?.choices?.map((c) => c.value)).toEqual(['Vesta', 'Granta']);
    const outcome = submitForm(
      creditInspectorForm,
      source,
      { car: { brand: 'Haval', model: 'Jolion', modification: 'lada-vesta-16mt', year: '2025' } },
      { step: 'car', reload: true },
    );
    const form = outcome.form;
    expect(field(form, 'model')).toMatchObject({ value: 'Jolion', dependence: true });
    expect(field(form, 'model')?.choices?.map((c) => c.value)).toEqual(['Jolion', 'F7']);
    expect(field(form, 'modification')?.choices?.map((c) => c.value)).toEqual([
      'haval-jolion-15dct',
      'haval-jolion-15dct-elite',
    ]);
    expect(field(form, 'modification')?.value).toBeNull();
    expect(field(form, 'year')?.value).toBe('2025');
  });

  it('shows the actual address once its checkbox is checked', () => {
    const source = sampleSource();
    expect(field(buildForm(gozForm, source, { step: '2' }), 'addresses.addressActual')).toBeUndefined();
    const outcome = submitForm(
      gozForm,
      source,
      { passport: { addresses: { isHaveActual: '1' } } },
      { step: '2', reload: true },
    );
    expect(field(outcome.form, 'addresses.addressActual')).toMatchObject({
      type: 'address',
      value: null,
      rules: ['required'],
    });
  });

  it('saves a chosen modification with its prices', () => {
    const outcome = saved(
      submitForm(
        creditInspectorForm,
        sampleSource(),
        { car: { brand: 'Haval', model: 'Jolion', modification: 'haval-jolion-15dct-elite' } },
        { step: 'car' },
      ),
    );
    expect(outcome.source.car).toMatchObject({
      brand: 'Haval',
      model: 'Jolion',
      modification: { hash: 'haval-jolion-15dct-elite', marketPrice: 2599000 },
      marketPrice: 2599000,
    });
  });
});

describe('edit mode', () => {
  it('answers an edit request with the editable form, and a save with the read-only next step', () => {
    const source = sampleSource();
    const edit = submitForm(dealInfoForm, source, { credit: {} }, { step: 'credit', canEdit: true });
    expect(edit.kind).toBe('form');
    expect(field(edit.form, 'initialFee')?.attributes?.readonly).toBeUndefined();
    const save = saved(
      submitForm(dealInfoForm, source, { credit: { initialFee: 300000 } }, { step: 'credit', canEdit: false }),
    );
    expect(save.source.credit.initialFee).toBe(300000);
    expect(save.form.current_step).toBe('car');
    expect(field(save.form, 'car')?.attributes?.readonly).toBe(true);
  });

  it('ignores values posted for read-only fields', () => {
    const save = saved(
      submitForm(dealInfoForm, sampleSource(), { credit: { initialFeePercent: 99 } }, { step: 'credit' }),
    );
    expect(save.values).toEqual({});
  });
});

describe('buttons', () => {
  it('a closing button closes the task and keeps its values', () => {
    const source = sampleSource();
    const outcome = saved(
      submitForm(
        underwriterForm,
        source,
        { decision: { decision: 'approved', reasons: ['A01'], comment: 'Доход подтвержден', btnFinal: 1 } },
        { step: 'decision' },
      ),
    );
    expect(outcome).toMatchObject({ button: 'btnFinal', closes: true, nextStep: null });
    expect(outcome.source.underwriter).toMatchObject({
      decision: 'approved',
      reasons: ['A01'],
      comment: 'Доход подтвержден',
    });
    expect(outcome.form.next_step).toBeNull();
  });

  it('a button may be posted alone', () => {
    const outcome = saved(
      submitForm(
        releaseManagerForm,
        sampleSource(),
        { decision: { btnRelease: 1 } },
        { step: 'decision', taskKey: 'release_decision' },
      ),
    );
    expect(outcome).toMatchObject({ button: 'btnRelease', closes: true });
  });

  it('a button the form does not offer is refused', () => {
    const outcome = refused(
      submitForm(
        releaseManagerForm,
        sampleSource(),
        { decision: { btnFinal: 1 } },
        { step: 'decision', taskKey: 'release_decision' },
      ),
    );
    expect(outcome.errors).toEqual([messages.buttonUnavailable]);
  });

  it('loadAccount fills the account from the partner and stays on the step', () => {
    const outcome = saved(
      submitForm(
        releaseManagerForm,
        sampleSource(),
        { decision: { loadAccount: 1 } },
        { step: 'decision', taskKey: 'release_decision', actor: releaseManager },
      ),
    );
    expect(outcome).toMatchObject({ closes: false, button: 'loadAccount' });
    expect(outcome.form.current_step).toBe('decision');
    expect(field(outcome.form, 'account.bik')?.value).toBe('044525225');
    expect(outcome.source.release.account.number).toBe('40702810938000012345');
  });

  it('saveAccount checks the account fields', () => {
    const outcome = refused(
      submitForm(
        releaseManagerForm,
        sampleSource(),
        { decision: { account: { bik: '12345', number: '4070' }, saveAccount: 1 } },
        { step: 'decision', taskKey: 'release_decision', actor: releaseManager },
      ),
    );
    expect(field(outcome.form, 'account.bik')?.errors).toEqual([messages.bik]);
    expect(field(outcome.form, 'account.number')?.errors).toEqual([messages.accountNumber]);
  });

  it('a pledge task is cancelled from any step', () => {
    const outcome = saved(
      submitForm(pledgeForm, sampleSource(), { pledge_registration: { cancelDeal: 1 } }, { step: 'pledgors' }),
    );
    expect(outcome).toMatchObject({ button: 'cancelDeal', closes: true });
  });
});

describe('the underwriter decision rules', () => {
  const decide = (values: Record<string, unknown>, source = sampleSource()) =>
    submitForm(underwriterForm, source, { decision: values }, { step: 'decision' });

  it.each([
    ['a final decision without its kind', { btnFinal: 1 }, ['decision']],
    ['a rejection without reason nor comment', { decision: 'rejected', btnFinal: 1 }, ['reasons', 'comment']],
    ['a rework without reason nor comment', { btnRework: 1 }, ['reasons', 'comment']],
    ['a rescoring without comment', { btnRescoring: 1 }, ['comment']],
  ])('refuses %s', (_case, values, paths) => {
    const outcome = refused(decide(values));
    for (const path of paths) expect(field(outcome.form, path)?.errors).toEqual([messages.required]);
  });

  it.each([
    ['an approval without reasons', { decision: 'approved', btnFinal: 1 }],
    ['a full rescoring', { btnFullRescoring: 1 }],
    [
      'a rejection with a reason and a comment',
      { decision: 'rejected', reasons: ['R12'], comment: 'Доход не подтвержден', btnFinal: 1 },
    ],
  ])('accepts %s', (_case, values) => {
    expect(decide(values).kind).toBe('saved');
  });

  it('refuses a reason code not offered', () => {
    const outcome = refused(decide({ decision: 'rejected', reasons: ['ZZZ'], comment: 'x', btnFinal: 1 }));
    expect(field(outcome.form, 'reasons')?.errors).toEqual([messages.choice]);
  });

  it('needs a delay reason on a timed-out task', () => {
    const source = sampleSource();
    source.underwriter.timedOut = true;
    const outcome = refused(decide({ decision: 'approved', btnFinal: 1 }, source));
    expect(outcome.form.errors).toEqual(['Необходимо указать причину задержки']);
    expect(field(outcome.form, 'delayReason')?.errors).toEqual([messages.required]);
    const other = refused(decide({ decision: 'approved', delayReason: 'other', btnFinal: 1 }, source));
    expect(field(other.form, 'delayReasonText')?.errors).toEqual([messages.required]);
    expect(decide({ decision: 'approved', delayReason: 'documents_check', btnFinal: 1 }, source).kind).toBe('saved');
    const told = { decision: 'approved', delayReason: 'other', delayReasonText: 'Ждали справку', btnFinal: 1 };
    expect(decide(told, source).kind).toBe('saved');
  });

  it.each([
    ['an approval with a rejection code', { decision: 'approved', reasons: ['R12'], btnFinal: 1 }],
    ['a rejection with an approval code', { decision: 'rejected', reasons: ['A01'], comment: 'x', btnFinal: 1 }],
    ['a rework with a rejection code', { reasons: ['R21'], comment: 'x', btnRework: 1 }],
  ])('refuses %s', (_case, values) => {
    const outcome = refused(decide(values));
    expect(field(outcome.form, 'reasons')?.errors).toEqual([messages.reasonOfOtherDecision]);
  });

  it('accepts the codes of each decision, children with their parents', () => {
    expect(decide({ decision: 'approved', reasons: ['A02', 'A02.1'], btnFinal: 1 }).kind).toBe('saved');
    expect(decide({ reasons: ['W07', 'W07.2'], comment: 'Пересняты сканы', btnRework: 1 }).kind).toBe('saved');
    expect(decide({ reasons: ['RS01'], comment: 'Новые условия', btnRescoring: 1 }).kind).toBe('saved');
  });
});

describe('collections', () => {
  it('equipment rows are added, changed and deleted', () => {
    const outcome = saved(
      submitForm(
        releaseManagerForm,
        sampleSource(),
        {
          decision: {
            equipments: [
              { name: 'Сигнализация', cost: '45 000', isProviderWorkWIthNDS: '1' },
              { name: 'Коврики', cost: '5000,50', isProviderWorkWIthNDS: 'false' },
            ],
          },
        },
        { step: 'decision', taskKey: 'release_decision' },
      ),
    );
    expect(outcome.source.release.equipments).toMatchObject([
      { name: 'Сигнализация', cost: 45000, isProviderWorkWIthNDS: true },
      { name: 'Коврики', cost: 5000.5, isProviderWorkWIthNDS: false },
    ]);
    const fewer = saved(
      submitForm(
        releaseManagerForm,
        outcome.source,
        { decision: { equipments: {} } },
        { step: 'decision', taskKey: 'release_decision' },
      ),
    );
    expect(fewer.source.release.equipments).toEqual([]);
  });

  it("an emptied equipment entry ('Очистить') is no entry: not checked, left out of the save", () => {
    const blank = { name: '', cost: 0, isProviderWorkWIthNDS: 'false', nonStandardNDS: null, isNotStandard: 'false' };
    const outcome = saved(
      submitForm(
        releaseManagerForm,
        sampleSource(),
        { decision: { equipments: [blank, { name: 'Коврики', cost: 5000 }, blank] } },
        { step: 'decision', taskKey: 'release_decision' },
      ),
    );
    expect(outcome.source.release.equipments).toMatchObject([{ name: 'Коврики', cost: 5000 }]);
    expect(outcome.values.equipments).toMatchObject([{ name: 'Коврики', cost: 5000 }]);
    const shown = buildForm(releaseManagerForm, outcome.source, { step: 'decision', taskKey: 'release_decision' });
    expect(Object.keys(shown.fields.equipments?.children ?? {})).toEqual(['0']);
  });

  it('a refused form keeps an emptied entry where it was, the errors of the others at their own entry', () => {
    const blank = { name: '', cost: 0 };
    const outcome = refused(
      submitForm(
        releaseManagerForm,
        sampleSource(),
        { decision: { equipments: [blank, { name: '', cost: 5000 }] } },
        { step: 'decision', taskKey: 'release_decision' },
      ),
    );
    expect(field(outcome.form, 'equipments.0.name')?.errors).toBeUndefined();
    expect(field(outcome.form, 'equipments.1.name')?.errors).toEqual([messages.required]);
    expect(field(outcome.form, 'equipments.1.cost')?.value).toBe(5000);
  });

  it("agreed to the application's car: its cost becomes the agreed one, whatever was typed", () => {
    const source = sampleSource();
    source.credit.carCostRequested = 1_650_000;
    const reload = submitForm(
      releaseManagerForm,
      source,
      { decision: { agreedAuto: '1', carCostAgreedClient: 1_400_000 } },
      { step: 'decision', taskKey: 'release_decision', reload: true },
    );
    expect(reload.kind).toBe('form');
    expect(field(reload.form, 'carCostAgreedClient')).toMatchObject({ value: 1_650_000 });
    expect(field(reload.form, 'carCostAgreedClient')?.attributes?.readonly).toBe(true);
    const outcome = saved(
      submitForm(
        releaseManagerForm,
        source,
        { decision: { agreedAuto: '1', carCostAgreedClient: 1_400_000 } },
        { step: 'decision', taskKey: 'release_decision' },
      ),
    );
    expect(outcome.source.release).toMatchObject({ agreedAuto: 1, carCostAgreedClient: 1_650_000 });
    const notAgreed = saved(
      submitForm(
        releaseManagerForm,
        outcome.source,
        { decision: { agreedAuto: '0', carCostAgreedClient: 1_400_000 } },
        { step: 'decision', taskKey: 'release_decision' },
      ),
    );
    expect(notAgreed.source.release).toMatchObject({ agreedAuto: 0, carCostAgreedClient: 1_400_000 });
  });

  it('errors of an entry are found by the entry path', () => {
    const outcome = refused(
      submitForm(
        releaseManagerForm,
        sampleSource(),
        { decision: { equipments: { 0: { name: '', cost: '-1' } } } },
        { step: 'decision', taskKey: 'release_decision' },
      ),
    );
    expect(field(outcome.form, 'equipments.0.name')?.errors).toEqual([messages.required]);
    expect(field(outcome.form, 'equipments.0.cost')).toMatchObject({ value: '-1', errors: [messages.moneyNegative] });
  });

  it('services cannot be added, and the cost of an inactive one is not taken', () => {
    const outcome = saved(
      submitForm(
        releaseManagerForm,
        sampleSource(),
        {
          decision: {
            services: [
              { active: '1', cost: 90000 },
              { active: 'false', cost: 1 },
              { active: '1', cost: 5 },
            ],
          },
        },
        { step: 'decision', taskKey: 'release_decision' },
      ),
    );
    expect(outcome.source.release.services).toMatchObject([
      { code: 'lifeInsurance', active: true, cost: 90000 },
      { code: 'kasko', active: false, cost: 85000 },
    ]);
  });

  it('the pledge vehicles are checked by VIN', () => {
    const outcome = refused(
      submitForm(
        pledgeForm,
        sampleSource(),
        { pledge_registration: { vehicles: [{ vin: 'XTA210990Y27654' }] } },
        { step: 'vehicles' },
      ),
    );
    expect(field(outcome.form, 'vehicles.0.vin')?.errors).toEqual([messages.vin]);
  });
});

describe('the fast-decision short form', () => {
  it('round-trips its DTO', () => {
    const source = sampleSource();
    const dto = fastDecisionDto(source);
    expect(dto.autocredit).toMatchObject({ term: 60, partner: { id: 12 }, costRequested: 1250000 });
    const result = saveFastDecision(source, dto as unknown as Record<string, unknown>, { today: TODAY });
    expect(result.ok).toBe(true);
  });

  it('answers field errors by DTO path', () => {
    const dto = fastDecisionDto(emptySource({ id: 1, processName: 'fast_decision' }));
    const result = saveFastDecision(
      emptySource({ id: 1 }),
      {
        ...dto,
        autocredit: { ...dto.autocredit, costRequested: 12_500_000 },
        passport: { ...dto.passport, series: '45' },
      },
      { today: TODAY },
    );
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toContainEqual({ propertyPath: 'person.firstName', message: 'Это поле обязательно для заполнения' });
    expect(errors).toContainEqual({ propertyPath: 'passport.series', message: messages.passportSeries });
    expect(errors).toContainEqual({
      propertyPath: 'autocredit.costRequested',
      message: 'Максимальная сумма кредита - 12 млн. рублей',
    });
    expect(errors).toContainEqual({ propertyPath: 'autocredit.partner', message: messages.required });
    expect(errors.find((e) => e.propertyPath === 'person.middleName')).toBeUndefined();
  });
});

describe('validateSubmission', () => {
  it('gives normalised values and the source, or errors by path', () => {
    const good = validateSubmission(gozForm, emptySource({ id: 1 }), CLIENT, { step: '1', today: TODAY });
    expect(good.ok).toBe(true);
    expect(good.values.phone).toBe('+79161234567');
    const bad = validateSubmission(
      gozForm,
      emptySource({ id: 1 }),
      { ...CLIENT, gender: 'x' },
      { step: '1', today: TODAY },
    );
    expect(bad).toMatchObject({ ok: false, errors: { gender: [messages.choice] } });
    expect(bad.typed.client.gender).toBe('x');
  });
});
