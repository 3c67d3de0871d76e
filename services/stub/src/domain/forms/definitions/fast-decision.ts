import { dictionariesOf } from '../dictionaries';
import {
  address,
  birthDate,
  carCost,
  checkbox,
  choice,
  firstName,
  group,
  middleName,
  money,
  phone,
  surName,
  text,
} from '../fields';
import { documentFields } from '../sections/documents';
import { driverPassportFields, passportFields } from '../sections/person';
import { truthy } from '../sections/common';
import type { FormDefinition } from '../spec';

/**
 * The fast-decision short form (short-request-person, 000 §2.12), `fast_decision_create_person`: its groups are
 * the DTO's (person, passport, driverPassport, autocredit, auto, consentToPPD), so a DTO posted to
 * `POST /api/task/dto/{id}` is checked as these values (see `fastDecisionValues`). Required as 000 §5 lists;
 * the actual address once `isHaveActual`; a credit sum above 12 000 000 is refused.
 */
export const fastDecisionForm: FormDefinition = {
  key: 'fast-decision',
  steps: [
    {
      key: 'person',
      title: 'Быстрое решение',
      formName: 'fast_decision_create_person',
      closes: true,
      fields: (source) => {
        const d = dictionariesOf(source);
        const documents = documentFields(source, [
          { doc: { code: 'passport', group: 'client', title: 'Паспорт клиента', files: [], limit: null } },
          {
            doc: { code: 'consentToPPD', group: 'client', title: 'Согласие на обработку ПД', files: [], limit: 5 },
          },
        ]);
        return {
          person: group('Основные данные', {
            surName: surName('Фамилия', 'client.surName', { required: true }),
            firstName: firstName('Имя', 'client.firstName', { required: true }),
            middleName: middleName('Отчество', 'client.middleName'),
            oldSurName: surName('Прежняя фамилия', 'client.oldSurName'),
            birthDate: birthDate('Дата рождения', 'client.birthDate', { required: true }),
            gender: choice('Пол', 'client.gender', d.genders, { required: true }),
            maritalStatus: choice('Семейное положение', 'client.maritalStatus', d.maritalStatuses, { required: true }),
            phone: phone('Мобильный телефон', 'client.phone', { required: true }),
            addressRegistration: address('Адрес регистрации', 'client.addressRegistration', { required: true }),
            isHaveActual: checkbox('Фактический адрес отличается', 'client.isHaveActual', { dependence: true }),
            ...(truthy(source.client.isHaveActual) && {
              addressActual: address('Фактический адрес', 'client.addressActual', { required: true }),
            }),
            bornPlace: text('Место рождения', 'client.bornPlace', { required: true }),
          }),
          passport: group('Паспорт', {
            ...passportFields('client.passport'),
            ...(documents.passport && { files: documents.passport }),
          }),
          driverPassport: group('Водительское удостоверение', driverPassportFields('client.driverPassport')),
          autocredit: group('Условия кредита', {
            initialFee: money('Первоначальный взнос', 'credit.initialFee', { required: true }),
            carCostRequested: carCost('Стоимость автомобиля', 'credit.carCostRequested', { required: true }),
            costRequested: money('Сумма кредита', 'credit.costRequested', { required: true, rules: ['creditSum'] }),
            term: choice('Срок, мес.', 'credit.term', d.terms, { numeric: true }),
            partner: choice('Партнер', 'credit.partnerId', d.partners, { required: true, numeric: true }),
          }),
          auto: group('Автомобиль', {
            program: choice('Программа', 'credit.program', d.programs, { numeric: true }),
            brand: text('Марка', 'car.brand'),
            model: text('Модель', 'car.model'),
          }),
          consentToPPD: group('Согласие на обработку ПД', {
            ...(documents.consentToPPD && { files: documents.consentToPPD }),
          }),
        };
      },
    },
  ],
};
