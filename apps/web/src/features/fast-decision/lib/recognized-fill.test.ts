import type { RecognizedData } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { recognizedFills } from './recognized-fill';

const data: RecognizedData = {
  collectionId: 1,
  fileId: 2,
  person: {
    surName: 'Иванов',
    firstName: 'Иван',
    middleName: 'Иванович',
    birthDate: '1985-03-14',
    gender: 'man',
    bornPlace: 'гор. Москва',
    addressRegistration: { value: 'г Москва, ул Марьинский Парк, д 25' },
  },
  passport: {
    series: '4510',
    number: '123456',
    issueDate: '2015-06-18',
    divisionCode: '770-093',
    divisionName: 'ОУФМС Марьино',
  },
} as RecognizedData;

const emptyForm = () => ({
  shortForm: {
    person: { fio: { surName: '', firstName: '', middleName: '', gender: '' }, birthDate: null, bornPlace: '' },
    address: { addressRegistration: null },
    passport: { series: '', number: '', issueDate: null, divisionCode: '', divisionName: '' },
  },
});

describe('the recognised data fills the short form', () => {
  it('fills every empty field', () => {
    const fills = Object.fromEntries(recognizedFills(emptyForm(), data).map((f) => [f.path, f.value]));
    expect(fills).toEqual({
      'shortForm.person.fio': { surName: 'Иванов', firstName: 'Иван', middleName: 'Иванович', gender: 'man' },
      'shortForm.person.birthDate': '1985-03-14',
      'shortForm.person.bornPlace': 'гор. Москва',
      'shortForm.address.addressRegistration': { value: 'г Москва, ул Марьинский Парк, д 25' },
      'shortForm.passport.series': '4510',
      'shortForm.passport.number': '123456',
      'shortForm.passport.issueDate': '2015-06-18',
      'shortForm.passport.divisionCode': '770-093',
      'shortForm.passport.divisionName': 'ОУФМС Марьино',
    });
  });

  it('keeps what the user typed: a typed name part, gender or passport field is not replaced', () => {
    const values = emptyForm();
    values.shortForm.person.fio = { surName: 'Сидоров', firstName: '', middleName: '', gender: 'woman' };
    values.shortForm.passport.series = '1111';
    const fills = Object.fromEntries(recognizedFills(values, data).map((f) => [f.path, f.value]));
    expect(fills['shortForm.person.fio']).toEqual({
      surName: 'Сидоров',
      firstName: 'Иван',
      middleName: 'Иванович',
      gender: 'woman',
    });
    expect(fills['shortForm.passport.series']).toBeUndefined();
    expect(fills['shortForm.passport.number']).toBe('123456');
  });

  it('fills nothing when everything is filled or nothing was recognised', () => {
    const none = { ...data, person: {}, passport: {} } as RecognizedData;
    expect(recognizedFills(emptyForm(), none)).toEqual([]);
  });
});
