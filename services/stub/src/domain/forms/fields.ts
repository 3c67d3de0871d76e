import type { FormFieldChoice, FormFieldType } from '@autocredit/generated/api';
import { DEFAULT_FILE_LIMIT } from './rules';
import type { DocumentSource } from './source';
import type { FieldRule, FieldSpec, FieldSpecs } from './spec';

/**
 * Builders of field specs, one per FormFieldType of the contract (plus masked text fields: INN, passport...).
 * `required: true` adds the `required` rule (shown as `rules: ['required']`).
 */
export type FieldOptions = Omit<FieldSpec, 'type' | 'label' | 'bind'> & { required?: boolean };

type Bind = FieldSpec['bind'];

function spec(type: FormFieldType, label: string | null, bind: Bind, options: FieldOptions = {}): FieldSpec {
  const { required, rules = [], ...rest } = options;
  const all: FieldRule[] = required ? ['required', ...rules.filter((r) => r !== 'required')] : [...rules];
  return { type, label, ...(bind !== undefined && { bind }), ...(all.length > 0 && { rules: all }), ...rest };
}

const withAttributes = (options: FieldOptions, attributes: FieldSpec['attributes']): FieldOptions => ({
  ...options,
  attributes: { ...attributes, ...options.attributes },
});

const withRule = (options: FieldOptions, rule: FieldRule): FieldOptions => ({
  ...options,
  rules: [...(options.rules ?? []), rule],
});

export const text = (label: string, bind?: Bind, o?: FieldOptions) => spec('text', label, bind, o);
export const textarea = (label: string, bind?: Bind, o: FieldOptions = {}) =>
  spec('textarea', label, bind, withAttributes(o, { rows: 5 }));
export const hidden = (bind?: Bind, o?: FieldOptions) => spec('hidden', null, bind, o);
export const phone = (label: string, bind?: Bind, o: FieldOptions = {}) =>
  spec('phone', label, bind, withAttributes(o, { mask: '+79999999999' }));
export const money = (label: string, bind?: Bind, o?: FieldOptions) => spec('money', label, bind, o);
export const carCost = (label: string, bind?: Bind, o?: FieldOptions) => spec('carCost', label, bind, o);
export const number = (label: string, bind?: Bind, o?: FieldOptions) => spec('number', label, bind, o);
export const checkbox = (label: string, bind?: Bind, o?: FieldOptions) => spec('checkbox', label, bind, o);
export const date = (label: string, bind?: Bind, o: FieldOptions = {}) =>
  spec('date', label, bind, withAttributes(o, { format: 'dd.MM.yyyy' }));
export const birthDate = (label: string, bind?: Bind, o: FieldOptions = {}) =>
  spec('birthDate', label, bind, withAttributes(o, { format: 'dd.MM.yyyy' }));
export const choice = (label: string, bind: Bind, choices: FormFieldChoice[], o?: FieldOptions) =>
  spec('choice', label, bind, { ...o, choices });
export const surName = (label: string, bind?: Bind, o: FieldOptions = {}) =>
  spec('surName', label, bind, withAttributes(o, { ucfirst: true }));
export const firstName = (label: string, bind?: Bind, o: FieldOptions = {}) =>
  spec('firstName', label, bind, withAttributes(o, { ucfirst: true }));
export const middleName = (label: string, bind?: Bind, o: FieldOptions = {}) =>
  spec('middleName', label, bind, withRule(withAttributes(o, { ucfirst: true }), 'middleName'));
export const fioAndGender = (label: string, bind?: Bind, o?: FieldOptions) => spec('fioAndGender', label, bind, o);
export const address = (label: string, bind?: Bind, o?: FieldOptions) => spec('address', label, bind, o);
export const organization = (label: string, bind?: Bind, o?: FieldOptions) => spec('organization', label, bind, o);
export const choiceAuto = (label: string, bind?: Bind, o: FieldOptions = {}) =>
  spec('choiceAuto', label, bind, withAttributes(o, { filterSupportedCar: true }));
export const dealContact = (label: string, bind?: Bind, o?: FieldOptions) => spec('dealContact', label, bind, o);
export const file = (label: string, bind?: Bind, o: FieldOptions = {}) =>
  spec('file', label, bind, withAttributes(o, { multiple: true, allow_delete: true, config: 'default' }));
export const downloadFile = (label: string, value: { path: string; name: string } | null) =>
  spec('downloadFile', label, undefined, { value, readonly: true });
export const cancelServiceBtn = (label: string, service: string) =>
  spec('cancelServiceBtn', label, undefined, { value: service, readonly: true });

/** A group of named fields (a tab or a block). */
export const group = (label: string | null, children: FieldSpecs, o?: FieldOptions) =>
  spec('form', label, undefined, { ...o, children });

/** A list bound to an array of the source; `entry` gives the fields of one entry, bound relative to it. */
export const collection = (
  label: string,
  bind: string,
  entry: (index: number) => FieldSpecs,
  o: FieldOptions = {},
): FieldSpec => spec('collection', label, bind, { ...o, entry });

/** Masked text fields. */
export const inn = (label: string, bind?: Bind, o: FieldOptions = {}) =>
  text(label, bind, withRule(withAttributes(o, { mask: '9999999999[99]', autoUnmask: true }), 'inn'));
export const passportSeries = (bind: Bind, o: FieldOptions = {}) =>
  text('Серия', bind, withRule(withAttributes(o, { mask: '9999' }), 'passportSeries'));
export const passportNumber = (bind: Bind, o: FieldOptions = {}) =>
  text('Номер', bind, withRule(withAttributes(o, { mask: '999999' }), 'passportNumber'));
export const divisionCode = (bind: Bind, o: FieldOptions = {}) =>
  text('Код подразделения', bind, withRule(withAttributes(o, { mask: '999-999' }), 'divisionCode'));
export const vin = (bind: Bind, o: FieldOptions = {}) =>
  text('VIN', bind, withRule(withAttributes(o, { mask: '*****************' }), 'vin'));
export const year = (label: string, bind: Bind, o: FieldOptions = {}) =>
  number(label, bind, withRule(withAttributes(o, { mask: '9999', precision: 0 }), 'year'));

/**
 * A document of the deal's collection, uploaded asynchronously; the value is its files. Saving writes the files
 * back to `documents.<code>` (the document is created from `doc` when the source lacks it).
 */
export function commonAsyncDocument(doc: DocumentSource, collectionId: number | null, o: FieldOptions = {}): FieldSpec {
  return spec(
    'commonAsyncDocument',
    doc.title,
    {
      get: (source) => source.documents[doc.code]?.files ?? [],
      set: (source, value) => {
        const current = source.documents[doc.code] ?? doc;
        source.documents[doc.code] = { ...current, files: Array.isArray(value) ? value : [] };
      },
    },
    withAttributes(o, {
      async: true,
      multiple: true,
      allow_delete: true,
      documentCode: doc.code,
      documentGroup: doc.group,
      limit: doc.limit ?? DEFAULT_FILE_LIMIT,
      config: 'default',
      ...(collectionId !== null && { collectionId }),
    }),
  );
}
