import type { DocumentGroup } from '@autocredit/generated/api';
import { commonAsyncDocument, downloadFile, type FieldOptions } from '../fields';
import type { DocumentSource, FormSource } from '../source';
import type { FieldSpecs } from '../spec';

const doc = (code: string, group: DocumentGroup, title: string, limit: number | null = null): DocumentSource => ({
  code,
  group,
  title,
  files: [],
  limit,
});

/** A document a step asks for; `required` ones must have files before the step is saved. */
export interface DocumentSlot {
  doc: DocumentSource;
  required?: boolean;
}

/** The operator's documents of the application (GOZ step 5). */
export const APPLICATION_DOCUMENTS: DocumentSlot[] = [
  { doc: doc('passport', 'client', 'Паспорт клиента'), required: true },
  { doc: doc('consentToPPD', 'client', 'Согласие на обработку персональных данных', 5), required: true },
  { doc: doc('driverLicense', 'client', 'Водительское удостоверение') },
  { doc: doc('incomeStatement', 'client', 'Справка о доходах') },
  { doc: doc('carContract', 'car', 'Договор купли-продажи автомобиля') },
];

/** What the client signs at the sale point (GOZ step 7, `sign_documents`). */
export const SIGN_DOCUMENTS: DocumentSlot[] = [
  { doc: doc('applicationForm', 'sign', 'Заявление-анкета'), required: true },
  { doc: doc('consentBki', 'sign', 'Согласие на запрос в бюро кредитных историй'), required: true },
];

/** What the client signs for the account and the release (the credit inspector's signing, the checkers). */
export const ACCOUNT_SIGN_DOCUMENTS: DocumentSlot[] = [
  { doc: doc('loanAgreement', 'accountSign', 'Кредитный договор'), required: true },
  { doc: doc('accountApplication', 'accountSign', 'Заявление на открытие счета'), required: true },
  { doc: doc('paymentSchedule', 'accountSign', 'График платежей') },
];

export const RELEASE_DOCUMENTS: DocumentSlot[] = [
  { doc: doc('loanOrder', 'release', 'Распоряжение на выдачу кредита') },
  { doc: doc('paymentMain', 'release', 'Платежное поручение за автомобиль') },
  { doc: doc('guaranteeAuto', 'release', 'Гарантийное письмо автосалона') },
];

export const UNDERWRITER_FILES: DocumentSlot[] = [
  { doc: doc('underwriterFile', 'underwriterFiles', 'Файлы андеррайтера') },
];

export const ADDITIONAL_FILE: DocumentSlot[] = [{ doc: doc('additionalFile', 'deal', 'Дополнительные файлы') }];

/**
 * The upload fields of documents: the slots given, then any other document of the source in the groups given
 * (uploaded outside the steps), each keyed by its code.
 */
export function documentFields(
  source: FormSource,
  slots: DocumentSlot[],
  groups: DocumentGroup[] = [],
  o: FieldOptions = {},
): FieldSpecs {
  const fields: FieldSpecs = {};
  const collectionId = source.deal.collectionId;
  for (const slot of slots) {
    const current = source.documents[slot.doc.code];
    fields[slot.doc.code] = commonAsyncDocument(current ? { ...slot.doc, ...current } : slot.doc, collectionId, {
      required: slot.required ?? false,
      ...o,
    });
  }
  for (const document of Object.values(source.documents)) {
    if (groups.includes(document.group) && !(document.code in fields)) {
      fields[document.code] = commonAsyncDocument(document, collectionId, o);
    }
  }
  return fields;
}

/** The generated documents to print (the first file of each document of the `generated` group). */
export function printFields(source: FormSource): FieldSpecs {
  const fields: FieldSpecs = {};
  for (const document of Object.values(source.documents)) {
    const first = document.group === 'generated' ? document.files[0] : undefined;
    if (first) fields[`print_${document.code}`] = downloadFile(document.title, { path: first.path, name: first.name });
  }
  return fields;
}
