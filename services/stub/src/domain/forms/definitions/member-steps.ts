import { dictionariesOf } from '../dictionaries';
import { group } from '../fields';
import { carCascadeFields } from '../sections/credit';
import { passportFields, personFields } from '../sections/person';
import type { StepDefinition } from '../spec';

/** The members step the checkers and the credit inspector edit: the borrower and the passport. */
export const editableMembersStep: StepDefinition = {
  key: 'members',
  title: 'Участники',
  formName: 'members',
  fields: (source) => ({
    client: group('Заемщик', personFields('client', dictionariesOf(source))),
    passport: group('Паспорт', passportFields('client.passport')),
  }),
};

/** The car step the checkers and the credit inspector edit: the car cascade. */
export const editableCarStep: StepDefinition = {
  key: 'car',
  title: 'Автомобиль',
  formName: 'car',
  fields: (source, ctx) => carCascadeFields(source, dictionariesOf(source), ctx.actor),
};
