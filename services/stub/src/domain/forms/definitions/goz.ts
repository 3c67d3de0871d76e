import { dictionariesOf } from '../dictionaries';
import { choice, dealContact, group, hidden } from '../fields';
import { creditFields, carWidgetFields, variantsFields } from '../sections/credit';
import { APPLICATION_DOCUMENTS, SIGN_DOCUMENTS, documentFields, printFields } from '../sections/documents';
import { addressFields, driverPassportFields, passportFields, personFields, workFields } from '../sections/person';
import type { FormDefinition } from '../spec';

/**
 * The notice of step 6 (002 §2 'GOZ task': state-supported credit is available; choose a program or continue without
 * subsidy). The seeds describe it without its Russian text: this one is the stub's. The web shows it as a notice.
 */
export const STATE_SUPPORT_NOTICE =
  'Доступен кредит с государственной поддержкой: выберите программу или продолжите без субсидии';

/**
 * The operator's application wizard (task-goz): steps in order, each saved before the next opens; the last one
 * (`sign_documents`) closes the task. Step 0 shows the loan variants once the deal has them.
 */
export const gozForm: FormDefinition = {
  key: 'goz',
  wizard: true,
  steps: [
    {
      key: '0',
      title: 'Варианты кредита',
      formName: 'variants',
      when: (source) => source.variants.length > 0,
      fields: () => variantsFields(),
    },
    {
      key: '1',
      title: 'Клиент',
      formName: 'client',
      fields: (source) => personFields('client', dictionariesOf(source)),
    },
    {
      key: '2',
      title: 'Паспорт и адреса',
      formName: 'passport',
      fields: (source) => ({
        passport: group('Паспорт', passportFields('client.passport')),
        addresses: group('Адреса', addressFields('client', source)),
        driverPassport: group('Водительское удостоверение', driverPassportFields('client.driverPassport')),
      }),
    },
    {
      key: '3',
      title: 'Работа',
      formName: 'work',
      fields: () => ({
        ...workFields('client.work'),
        contacts: dealContact('Контактные лица', 'contacts'),
      }),
    },
    {
      key: '4',
      title: 'Автомобиль и кредит',
      formName: 'credit',
      fields: (source) => ({
        car: group('Автомобиль', carWidgetFields(source)),
        credit: group('Условия кредита', creditFields(source, dictionariesOf(source))),
      }),
    },
    {
      key: '5',
      title: 'Документы',
      formName: 'documents',
      fields: (source) => documentFields(source, APPLICATION_DOCUMENTS, ['client', 'deal', 'car']),
    },
    {
      key: '6',
      title: 'Господдержка',
      formName: 'stateSupport',
      // The notice is a value the web shows (a hidden field: nothing to edit, posted back and ignored); the choice
      // holds the programs and `none`, 'Продолжить без субсидии' (the web's button), so the step is always passable.
      fields: (source) => ({
        notice: hidden(undefined, { value: STATE_SUPPORT_NOTICE, readonly: true }),
        stateSupport: choice('Программа', 'credit.stateSupport', dictionariesOf(source).stateSupport, {
          required: true,
          attributes: { expanded: true },
        }),
      }),
    },
    {
      key: '7',
      title: 'Подписание документов',
      formName: 'sign_documents',
      closes: true,
      fields: (source) => ({ ...printFields(source), ...documentFields(source, SIGN_DOCUMENTS, ['sign']) }),
    },
  ],
};
