import type { FastDecisionPersonForm } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import {
  MAX_CREDIT_TEXT,
  exceedsCreditLimit,
  shortFormSchema,
  shortFormTexts,
  toShortFormRequest,
  toShortFormValues,
  type ShortFormValues,
} from './short-form';

const ADDRESS = {
  value: 'г Москва, ул Тверская, д 7',
  isManual: '0',
} as FastDecisionPersonForm['person']['addressActual'];

const filled = (): FastDecisionPersonForm => ({
  person: {
    firstName: 'Иван',
    surName: 'Иванов',
    middleName: 'Иванович',
    oldSurName: null,
    birthDate: '1985-04-12',
    gender: 'man',
    maritalStatus: 'married',
    phone: '+79161234567',
    addressRegistration: ADDRESS,
    addressActual: null,
    isHaveActual: false,
    bornPlace: 'г. Москва',
  },
  passport: {
    series: '4510',
    number: '123456',
    issueDate: '2015-06-18',
    divisionCode: '770-001',
    divisionName: 'Отделением УФМС России по гор. Москве',
    files: [],
  },
  autocredit: {
    initialFee: 250_000,
    carCostRequested: 1_500_000,
    costRequested: 1_250_000,
    term: 60,
    partner: { id: 12 },
  },
  auto: { program: 14, brand: 'LADA', model: 'Vesta' },
});

/** The errors of the client's checks, by path. */
function errors(values: ShortFormValues): Record<string, string> {
  const result = shortFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the short form’s checks (000 §5)', () => {
  it('passes a filled form', () => {
    expect(errors(toShortFormValues(filled()))).toEqual({});
  });

  it('asks for every required field', () => {
    const empty = toShortFormValues({
      person: { isHaveActual: false },
      passport: { files: [] },
      autocredit: {},
      auto: {},
    } as unknown as FastDecisionPersonForm);
    expect(Object.keys(errors(empty)).sort()).toEqual(
      [
        'autocredit.carCostRequested',
        'autocredit.costRequested',
        'autocredit.initialFee',
        'autocredit.partner',
        'passport.divisionCode',
        'passport.divisionName',
        'passport.issueDate',
        'passport.number',
        'passport.series',
        'person.addressRegistration',
        'person.birthDate',
        'person.bornPlace',
        'person.firstName',
        'person.gender',
        'person.maritalStatus',
        'person.phone',
        'person.surName',
      ].sort(),
    );
    expect(new Set(Object.values(errors(empty)))).toEqual(new Set(['Это поле обязательно для заполнения']));
  });

  it('asks for the previous surname only when it is on, and the actual address only when it differs', () => {
    const values = toShortFormValues(filled());
    expect(errors({ ...values, hasOldSurName: true })).toEqual({
      'person.oldSurName': 'Это поле обязательно для заполнения',
    });
    expect(errors({ ...values, person: { ...values.person, isHaveActual: true } })).toEqual({
      'person.addressActual': 'Это поле обязательно для заполнения',
    });
  });

  it('checks the masks: middle name, phone, passport series, number and division code', () => {
    const values = toShortFormValues(filled());
    expect(
      errors({
        ...values,
        person: { ...values.person, middleName: 'I', phone: '89161234567' },
        passport: { ...values.passport, series: '451', number: '12345a', divisionCode: '770001' },
      }),
    ).toEqual({
      'person.middleName': shortFormTexts.middleName,
      'person.phone': shortFormTexts.phone,
      'passport.series': shortFormTexts.series,
      'passport.number': shortFormTexts.number,
      'passport.divisionCode': shortFormTexts.divisionCode,
    });
  });

  it("refuses a credit above 12,000,000 with 'Максимальная сумма кредита - 12 млн. рублей'", () => {
    const values = toShortFormValues(filled());
    const over = { ...values, autocredit: { ...values.autocredit, costRequested: 12_000_001 } };
    expect(exceedsCreditLimit(over)).toBe(true);
    expect(errors(over)).toEqual({ 'autocredit.costRequested': MAX_CREDIT_TEXT });
    expect(exceedsCreditLimit({ autocredit: { ...values.autocredit, costRequested: 12_000_000 } })).toBe(false);
  });
});

describe('the short form’s post', () => {
  it('sends the previous surname and the actual address only when on, the consent file only with an id', () => {
    const values: ShortFormValues = {
      ...toShortFormValues(filled()),
      hasOldSurName: false,
      consentToPPD: {
        files: [
          { id: 88_001, name: 'Согласие.pdf', path: '/api/file/get/88001' },
          { name: 'черновик.pdf', path: '' } as never,
        ],
      },
    };
    values.person = { ...values.person, oldSurName: 'Петров', addressActual: ADDRESS, isHaveActual: false };
    const posted = toShortFormRequest(values).fast_decision_create_person;
    expect(posted.person.oldSurName).toBeNull();
    expect(posted.person.addressActual).toBeNull();
    expect(posted.consentToPPD?.files?.map((file) => file.id)).toEqual([88_001]);
    expect(posted.driverPassportType).toBe('borrower');
    expect('hasOldSurName' in posted).toBe(false);
    const kept = toShortFormRequest({ ...values, hasOldSurName: true }).fast_decision_create_person;
    expect(kept.person.oldSurName).toBe('Петров');
  });

  it('reads a previous surname as on', () => {
    const form = filled();
    form.person.oldSurName = 'Петров';
    expect(toShortFormValues(form).hasOldSurName).toBe(true);
    expect(toShortFormValues(filled()).hasOldSurName).toBe(false);
  });
});
