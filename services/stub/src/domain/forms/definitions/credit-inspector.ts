import { dictionariesOf } from '../dictionaries';
import { ACCOUNT_SIGN_DOCUMENTS, APPLICATION_DOCUMENTS, documentFields } from '../sections/documents';
import { releaseFields, withVariant } from '../sections/release';
import { editableCarStep, editableMembersStep } from './member-steps';
import type { FormDefinition } from '../spec';

/**
 * The credit inspector's task: members and car (editable, saved with 'Сохранить'), the account documents, the
 * deal's documents (form name `form`), and the decision: the release decision form with the admissible variants
 * (`?variant=` applies one) and the buttons 'Отказать', 'Переутвердить', 'Доработка ГОЗ', 'Подтвердить'.
 */
export const creditInspectorForm: FormDefinition = {
  key: 'credit-inspector',
  steps: [
    editableMembersStep,
    editableCarStep,
    {
      key: 'accountDocuments',
      title: 'Документы на подписание',
      formName: 'accountDocuments',
      fields: (source) => documentFields(source, ACCOUNT_SIGN_DOCUMENTS),
    },
    {
      key: 'documents',
      title: 'Документы',
      formName: 'form',
      fields: (source) => documentFields(source, APPLICATION_DOCUMENTS, ['client', 'deal', 'car']),
    },
    {
      key: 'decision',
      title: 'Решение',
      formName: 'decision',
      prepare: withVariant,
      fields: (source, ctx) => releaseFields(source, dictionariesOf(source), ctx),
      buttons: () => ({
        btnCancel: { label: 'Отказать', closes: true },
        btnReapprove: { label: 'Переутвердить', closes: true },
        btnGozReapprove: { label: 'Доработка ГОЗ', closes: true },
        btnConfirm: { label: 'Подтвердить', closes: true },
      }),
    },
  ],
};

/** The credit inspector's signing task (`sign_documents`): the client's signed documents; 'Далее' closes it. */
export const creditInspectorSignForm: FormDefinition = {
  key: 'credit-inspector-sign',
  steps: [
    {
      key: 'accountDocuments',
      title: 'Подписание документов',
      formName: 'sign_documents',
      closes: true,
      fields: (source) => documentFields(source, ACCOUNT_SIGN_DOCUMENTS, ['accountSign']),
    },
  ],
};
