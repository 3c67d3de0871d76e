import { dictionariesOf } from '../dictionaries';
import { dealContact } from '../fields';
import { carWidgetFields, creditFields } from '../sections/credit';
import {
  FINAL_BUTTONS,
  FULL_RESCORING_BUTTON,
  decisionCheck,
  decisionFields,
  verificationFields,
} from '../sections/decision';
import { ADDITIONAL_FILE, APPLICATION_DOCUMENTS, UNDERWRITER_FILES, documentFields } from '../sections/documents';
import { personTabs, workFields } from '../sections/person';
import { financialFields } from '../sections/property';
import type { StepDefinition } from '../spec';

/**
 * The steps of a deal as the deal page (001 §2.1) and the underwriter's task show them. The data steps are read-only
 * until the edit button; the steps the page draws with its own parts (comments, finance, history, decisions,
 * checks, comparison) carry no fields.
 */
const shown = (key: string, title: string): StepDefinition => ({
  key,
  title,
  formName: key,
  edit: 'never',
  fields: () => ({}),
});

export const DEAL_STEPS = {
  client: {
    key: 'client',
    title: 'Клиент',
    formName: 'client',
    edit: 'onRequest',
    fields: (source) => personTabs(source, dictionariesOf(source)),
  },
  credit: {
    key: 'credit',
    title: 'Кредит',
    formName: 'credit',
    edit: 'onRequest',
    fields: (source) => creditFields(source, dictionariesOf(source)),
  },
  car: {
    key: 'car',
    title: 'Автомобиль',
    formName: 'car',
    edit: 'onRequest',
    fields: (source) => carWidgetFields(source),
  },
  workInfo: {
    key: 'workInfo',
    title: 'Работа',
    formName: 'workInfo',
    edit: 'onRequest',
    fields: () => workFields('client.work'),
  },
  dealComments: shown('dealComments', 'Комментарии'),
  contacts: {
    key: 'contacts',
    title: 'Контакты',
    formName: 'contacts',
    edit: 'never',
    fields: () => ({ contacts: dealContact('Контакты сделки', 'contacts') }),
  },
  financial: {
    key: 'financial',
    title: 'Финансы',
    formName: 'financial',
    edit: 'onRequest',
    fields: (source) => financialFields(source, dictionariesOf(source)),
  },
  commonDocuments: {
    key: 'commonDocuments',
    title: 'Документы',
    formName: 'commonDocuments',
    fields: (source) => documentFields(source, APPLICATION_DOCUMENTS, ['client', 'deal', 'spouse', 'car', 'thirdFace']),
  },
  underwriterFiles: {
    key: 'underwriterFiles',
    title: 'Файлы андеррайтера',
    formName: 'underwriterFiles',
    fields: (source) => documentFields(source, UNDERWRITER_FILES, ['underwriterFiles']),
  },
  additionalFile: {
    key: 'additionalFile',
    title: 'Дополнительные файлы',
    formName: 'additionalFile',
    fields: (source) => documentFields(source, ADDITIONAL_FILE),
  },
  history: shown('history', 'История'),
  decisions: shown('decisions', 'Решения'),
  checks: shown('checks', 'Проверки'),
  historyChecks: shown('historyChecks', 'История проверок'),
  reuseCharacteristics: shown('reuseCharacteristics', 'Сравнение сделок'),
} satisfies Record<string, StepDefinition>;

/** The deal page's decision step: the verification table and, for the underwriter at work, full rescoring. */
export const dealDecisionStep: StepDefinition = {
  key: 'decision',
  title: 'Решение',
  formName: 'decision',
  fields: (source) => verificationFields(dictionariesOf(source)),
  buttons: (_source, ctx) => (ctx.canDecide ? FULL_RESCORING_BUTTON : {}),
  check: decisionCheck,
};

/** The deal page's underwriter decision: the decision, reasons and comment with the final buttons. */
export const underwriterDecisionStep: StepDefinition = {
  key: 'underwriterDecision',
  title: 'Решение андеррайтера',
  formName: 'underwriterDecision',
  fields: (source) => decisionFields(source, dictionariesOf(source)),
  buttons: (_source, ctx) => (ctx.canDecide ? FINAL_BUTTONS : {}),
  check: decisionCheck,
};

/** The underwriter's task decision step: verification, decision and every decision button. */
export const underwriterTaskDecisionStep: StepDefinition = {
  key: 'decision',
  title: 'Решение',
  formName: 'decision',
  fields: (source) => {
    const d = dictionariesOf(source);
    return { ...verificationFields(d), ...decisionFields(source, d) };
  },
  buttons: () => ({ ...FINAL_BUTTONS, ...FULL_RESCORING_BUTTON }),
  check: decisionCheck,
};
