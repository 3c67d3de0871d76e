import { dictionariesOf } from '../dictionaries';
import {
  ACCOUNT_SIGN_DOCUMENTS,
  APPLICATION_DOCUMENTS,
  RELEASE_DOCUMENTS,
  SIGN_DOCUMENTS,
  documentFields,
  type DocumentSlot,
} from '../sections/documents';
import { decisionInfoFields } from '../sections/release';
import { editableCarStep, editableMembersStep } from './member-steps';
import type { ButtonSpecs, FormDefinition } from '../spec';

/**
 * A checker's task (the GOZ checker, the credit inspector's checker): the documents to check, the decision with
 * the checker's buttons, and the members and car, editable.
 */
function checkerForm(key: string, documents: DocumentSlot[], buttons: ButtonSpecs): FormDefinition {
  return {
    key,
    steps: [
      {
        key: 'accountDocuments',
        title: 'Документы',
        formName: 'accountDocuments',
        fields: (source) => documentFields(source, documents),
      },
      {
        key: 'decision',
        title: 'Решение',
        formName: 'decision',
        fields: (source) => decisionInfoFields(source, dictionariesOf(source)),
        buttons: () => buttons,
      },
      editableMembersStep,
      editableCarStep,
    ],
  };
}

/** The GOZ checker: confirms the operator's application, or returns it for rework. */
export const gozCheckerForm = checkerForm('goz-checker', [...APPLICATION_DOCUMENTS, ...SIGN_DOCUMENTS], {
  btnRework: { label: 'Вернуть на доработку', closes: true },
  btnConfirm: { label: 'Подтвердить', closes: true },
});

/** The credit inspector's checker (route ta{secret}): confirms the signed documents, or returns them for signing. */
export const creditInspectorCheckerForm = checkerForm(
  'credit-inspector-checker',
  [...ACCOUNT_SIGN_DOCUMENTS, ...RELEASE_DOCUMENTS],
  {
    btnReapprove: { label: 'Вернуть на КИ (Подписание)', closes: true },
    btnConfirm: { label: 'Подтвердить', closes: true },
  },
);
