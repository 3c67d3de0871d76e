import type { DictionaryItem } from '@autocredit/generated/api';
import { FILTER_FIELDS, type FilterDictionaries, type FilterField } from '@/shared/list';

const text = (key: string, label: string, maxLength?: number): FilterField => ({
  key,
  label,
  kind: 'text',
  ...(maxLength ? { maxLength } : {}),
});

/**
 * The filter of the pledge lists (002 §2 'Pledge lists'), named as the API's query keys: the deal id, the pledgor's
 * names, the registry numbers and e-mail, the car, the loan contract, the pledge and its assignment agreement, the
 * statuses, the process id and the created range.
 */
export const PLEDGE_FILTER_FIELDS: readonly FilterField[] = [
  FILTER_FIELDS.id,
  FILTER_FIELDS.surName,
  FILTER_FIELDS.firstName,
  FILTER_FIELDS.middleName,
  text('registrationId', 'Номер регистрации', 100),
  text('registrarEmail', 'Email регистратора', 180),
  text('notificationId', 'ID уведомления', 100),
  { key: 'vin', label: 'VIN', kind: 'vin', maxLength: 17 },
  text('vehicleDescription', 'Описание ТС', 255),
  { key: 'contractDate', label: 'Дата договора', kind: 'date' },
  text('contractName', 'Наименование договора', 255),
  text('contractNumber', 'Номер договора', 100),
  { key: 'pledgeId', label: 'ID залога', kind: 'digits', maxLength: 12 },
  text('assignmentAgreementContractNumber', 'Номер договора переуступки', 100),
  FILTER_FIELDS.status,
  FILTER_FIELDS.camundaId,
  FILTER_FIELDS.createdFrom,
  FILTER_FIELDS.createdTo,
];

/** The filter of the assignment agreements (002 §2): contract number, contract date range, status. */
export const AGREEMENT_FILTER_FIELDS: readonly FilterField[] = [
  text('contractNumber', 'Номер договора', 100),
  { key: 'dateStart', label: 'Дата договора с', kind: 'date', range: 'from' },
  { key: 'dateEnd', label: 'Дата договора по', kind: 'date', range: 'to' },
  { key: 'status', label: 'Статус', kind: 'select', dictionary: 'statuses' },
];

/** The status dictionary of a list answer (status → name) as the filter's select options. */
export function statusDictionary(statuses: Record<string, string | undefined> | undefined): FilterDictionaries {
  const items: DictionaryItem[] = Object.entries(statuses ?? {}).map(([value, label]) => ({
    value,
    label: label ?? value,
  }));
  return { statuses: items };
}
