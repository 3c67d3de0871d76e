import {
  address,
  birthDate,
  checkbox,
  choice,
  date,
  divisionCode,
  fioAndGender,
  firstName,
  group,
  inn,
  middleName,
  money,
  organization,
  passportNumber,
  passportSeries,
  phone,
  surName,
  text,
  textarea,
  type FieldOptions,
} from '../fields';
import { getPath, isRecord, setPath } from '../paths';
import type { FormDictionaries, FormSource } from '../source';
import type { Binding, FieldSpecs } from '../spec';
import { truthy } from './common';

export type PersonKey = 'client' | 'spouse' | 'thirdFace';

export const PERSON_TITLES: Record<PersonKey, string> = {
  client: 'Заемщик',
  spouse: 'Супруг(а)',
  thirdFace: 'Третье лицо',
};

/** The main personal data of a person (the GOZ step 1, the members tabs). */
export function personFields(person: PersonKey, d: FormDictionaries, o: FieldOptions = {}): FieldSpecs {
  const at = (key: string) => `${person}.${key}`;
  return {
    surName: surName('Фамилия', at('surName'), { required: true, ...o }),
    firstName: firstName('Имя', at('firstName'), { required: true, ...o }),
    middleName: middleName('Отчество', at('middleName'), o),
    gender: choice('Пол', at('gender'), d.genders, { required: true, attributes: { expanded: true }, ...o }),
    birthDate: birthDate('Дата рождения', at('birthDate'), { required: true, ...o }),
    bornPlace: text('Место рождения', at('bornPlace'), { required: true, ...o }),
    maritalStatus: choice('Семейное положение', at('maritalStatus'), d.maritalStatuses, { required: true, ...o }),
    phone: phone('Мобильный телефон', at('phone'), { required: true, ...o }),
    email: text('E-mail', at('email'), { rules: ['email'], ...o }),
    inn: inn('ИНН', at('inn'), o),
  };
}

/** The passport of a person (`client.passport`...). */
export function passportFields(at: string, o: FieldOptions = {}): FieldSpecs {
  return {
    series: passportSeries(`${at}.series`, { required: true, ...o }),
    number: passportNumber(`${at}.number`, { required: true, ...o }),
    issueDate: date('Дата выдачи', `${at}.issueDate`, { required: true, ...o }),
    divisionCode: divisionCode(`${at}.divisionCode`, { required: true, ...o }),
    divisionName: textarea('Кем выдан', `${at}.divisionName`, { required: true, attributes: { rows: 2 }, ...o }),
  };
}

export function driverPassportFields(at: string, o: FieldOptions = {}): FieldSpecs {
  return {
    series: text('Серия', `${at}.series`, { attributes: { mask: '99**' }, ...o }),
    number: passportNumber(`${at}.number`, o),
    issueDate: date('Дата выдачи', `${at}.issueDate`, o),
    divisionName: text('Кем выдано', `${at}.divisionName`, o),
  };
}

/** The registration address, and the actual one when it differs (the checkbox reloads the form). */
export function addressFields(person: PersonKey, source: FormSource, o: FieldOptions = {}): FieldSpecs {
  const differs = truthy(getPath(source, `${person}.isHaveActual`));
  return {
    addressRegistration: address('Адрес регистрации', `${person}.addressRegistration`, { required: true, ...o }),
    isHaveActual: checkbox('Фактический адрес отличается от адреса регистрации', `${person}.isHaveActual`, {
      dependence: true,
      ...o,
    }),
    ...(differs && {
      addressActual: address('Фактический адрес', `${person}.addressActual`, { required: true, ...o }),
    }),
  };
}

/** The client's work: employer (organization widget), position, phone, start date, salary. */
export function workFields(at: string, o: FieldOptions = {}): FieldSpecs {
  return {
    employer: organization('Работодатель', `${at}.employer`, { required: true, ...o }),
    position: text('Должность', `${at}.position`, { required: true, ...o }),
    workPhone: phone('Рабочий телефон', `${at}.workPhone`, { required: true, ...o }),
    startDate: date('Дата начала работы', `${at}.startDate`, o),
    salary: money('Доход по основному месту работы', `${at}.salary`, { required: true, ...o }),
  };
}

/** The name parts and gender of a person as one `fioAndGender` value. */
export function fioBinding(person: PersonKey): Binding {
  const keys = ['surName', 'firstName', 'middleName', 'gender'] as const;
  return {
    get: (source) => {
      const p = getPath(source, person);
      if (!isRecord(p)) return null;
      return Object.fromEntries(keys.map((k) => [k, p[k] ?? null]));
    },
    set: (source, value) => {
      if (!isRecord(value)) return;
      for (const k of keys) setPath(source, `${person}.${k}`, value[k] ?? null);
    },
  };
}

/** A person as the deal page and the members tabs show it: name, birth, contacts, passport, addresses. */
export function personCard(person: PersonKey, source: FormSource, d: FormDictionaries, o: FieldOptions = {}) {
  const at = (key: string) => `${person}.${key}`;
  return group(PERSON_TITLES[person], {
    fio: fioAndGender('ФИО', fioBinding(person), { required: true, ...o }),
    birthDate: birthDate('Дата рождения', at('birthDate'), { required: true, ...o }),
    bornPlace: text('Место рождения', at('bornPlace'), o),
    maritalStatus: choice('Семейное положение', at('maritalStatus'), d.maritalStatuses, o),
    phone: phone('Мобильный телефон', at('phone'), { required: true, ...o }),
    email: text('E-mail', at('email'), { rules: ['email'], ...o }),
    inn: inn('ИНН', at('inn'), o),
    passport: group('Паспорт', passportFields(at('passport'), o)),
    addresses: group('Адреса', addressFields(person, source, o)),
  });
}

/** The tabs of the persons of a deal: the client, and the spouse and third person when there are. */
export function personTabs(source: FormSource, d: FormDictionaries, o: FieldOptions = {}): FieldSpecs {
  const persons: PersonKey[] = ['client'];
  if (source.spouse) persons.push('spouse');
  if (source.thirdFace) persons.push('thirdFace');
  return Object.fromEntries(persons.map((p) => [p, personCard(p, source, d, o)]));
}
