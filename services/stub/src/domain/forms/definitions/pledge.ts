import type { PledgeStatus } from '@autocredit/generated/api';
import { checkbox, collection, firstName, middleName, surName, text, vin } from '../fields';
import type { FormSource } from '../source';
import type { ButtonSpecs, FormDefinition, StepDefinition } from '../spec';

const ASSIGNMENT_CANCEL: readonly PledgeStatus[] = ['assignment_error_upload', 'assignment_rework'];

/** The refuse button: 'Отменить переуступку' for a failed or reworked assignment, else 'Отменить регистрацию'. */
export function pledgeCancelLabel(status: PledgeStatus | null | undefined): string {
  return status && ASSIGNMENT_CANCEL.includes(status) ? 'Отменить переуступку' : 'Отменить регистрацию';
}

const cancelButton = (source: FormSource): ButtonSpecs => ({
  cancelDeal: { label: pledgeCancelLabel(source.pledge?.status), closes: true },
});

const extra = (source: FormSource) =>
  source.pledge
    ? {
        entityId: source.pledge.id,
        ...(source.pledge.collectionId !== null && { collectionId: source.pledge.collectionId }),
        entityStatus: source.pledge.status,
      }
    : {};

const pledgeStep = (step: Omit<StepDefinition, 'formName' | 'buttons' | 'extra'>): StepDefinition => ({
  ...step,
  formName: 'pledge_registration',
  buttons: cancelButton,
  extra,
});

/**
 * The pledge registration task (/pledge/{id}): the pledgors, the vehicles, then the sending step, whose save
 * ('Далее') sends the notice to the registry and closes the task. Every step offers the cancel
 * (`{pledge_registration: {cancelDeal: 1}}`). The form carries the pledge (`entityId`, `collectionId`,
 * `entityStatus`).
 */
export const pledgeForm: FormDefinition = {
  key: 'pledge',
  steps: [
    pledgeStep({
      key: 'pledgors',
      title: 'Залогодатели',
      fields: () => ({
        pledgors: collection('Залогодатели', 'pledge.pledgors', () => ({
          last: surName('Фамилия', 'name.last', { required: true }),
          first: firstName('Имя', 'name.first', { required: true }),
          middle: middleName('Отчество', 'name.middle'),
        })),
      }),
    }),
    pledgeStep({
      key: 'vehicles',
      title: 'Транспортные средства',
      fields: () => ({
        vehicles: collection('Транспортные средства', 'pledge.vehicles', () => ({
          vin: vin('vin', { required: true }),
          description: text('Описание', 'description'),
        })),
      }),
    }),
    pledgeStep({
      key: 'send',
      title: 'Отправка',
      closes: true,
      fields: () => ({
        checked: checkbox('Данные залога проверены', 'pledge.checked', { required: true }),
      }),
    }),
  ],
};
