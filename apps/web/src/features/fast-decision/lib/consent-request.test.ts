import { describe, expect, it } from 'vitest';
import { consentRequestOf, consentTexts, missingForConsent } from './consent-request';
import type { ShortFormValues } from './short-form';

const filled = (): ShortFormValues => ({
  person: {
    firstName: 'Иван',
    surName: 'Иванов',
    middleName: 'Иванович',
    oldSurName: null,
    birthDate: '1985-04-12',
    gender: 'man',
    maritalStatus: 'married',
    phone: '+79161234567',
    addressRegistration: { value: 'г Москва, ул Тверская, д 7, кв 15', isManual: '0' },
    addressActual: null,
    isHaveActual: false,
    bornPlace: 'г. Москва',
  },
  passport: {
    series: '4510',
    number: '123456',
    issueDate: '2015-06-18',
    divisionCode: '770-001',
    divisionName: 'ГУ МВД России по г. Москве',
    files: [],
  },
  autocredit: { initialFee: null, carCostRequested: null, costRequested: null, term: null, partner: null },
  auto: { program: null, brand: null, model: null },
  hasOldSurName: false,
});

describe('the consent request of the short form', () => {
  it('takes the full name, the address line, the passport line, the birth date and place', () => {
    expect(consentRequestOf(filled())).toEqual({
      name: 'Иванов Иван Иванович',
      addressRegistration: 'г Москва, ул Тверская, д 7, кв 15',
      passportInfo: '4510 123456, выдан 18.06.2015 ГУ МВД России по г. Москве, код подразделения 770-001',
      oldFullName: null,
      birthDate: '1985-04-12',
      bornPlace: 'г. Москва',
    });
    expect(missingForConsent(filled())).toEqual([]);
  });

  it('gives the previous full name when the client had another surname', () => {
    const values = filled();
    values.hasOldSurName = true;
    values.person.oldSurName = ' Петрова ';
    values.person.surName = 'Иванова';
    values.person.middleName = null;
    expect(consentRequestOf(values)).toMatchObject({ name: 'Иванова Иван', oldFullName: 'Петрова Иван' });
  });

  it('ignores a previous surname left over when the switch is off', () => {
    const values = filled();
    values.person.oldSurName = 'Петров';
    expect(consentRequestOf(values)?.oldFullName).toBeNull();
  });

  it('is none while a needed part is missing, and names the missing parts in order', () => {
    const values = filled();
    values.person.surName = ' ';
    values.person.addressRegistration = null;
    values.passport.issueDate = null;
    values.passport.divisionCode = '';
    values.hasOldSurName = true;
    expect(consentRequestOf(values)).toBeNull();
    expect(missingForConsent(values)).toEqual([
      'Фамилия',
      'Прежняя фамилия',
      'Адрес регистрации',
      'Дата выдачи паспорта',
      'Код подразделения',
    ]);
    expect(consentTexts.missing(missingForConsent(values).slice(0, 2))).toBe(
      'Для согласия не хватает данных: Фамилия, Прежняя фамилия',
    );
  });

  it('needs every part of the passport, the first name, the birth date and place, but not the middle name', () => {
    const values = filled();
    values.person.middleName = null;
    expect(consentRequestOf(values)?.name).toBe('Иванов Иван');
    values.person.firstName = null;
    values.person.birthDate = 'не дата';
    values.person.bornPlace = null;
    values.passport.series = null;
    values.passport.number = null;
    values.passport.divisionName = null;
    expect(consentRequestOf(values)).toBeNull();
    expect(missingForConsent(values)).toEqual([
      'Имя',
      'Дата рождения',
      'Место рождения',
      'Серия паспорта',
      'Номер паспорта',
      'Кем выдан паспорт',
    ]);
  });
});
