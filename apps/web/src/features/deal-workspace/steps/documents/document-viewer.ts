import type { PersonIdentityDocument, PersonInfo } from '@autocredit/generated/api';
import { formatDate } from '@/shared/lib/format-date';
import { viewerToolTexts } from '@/shared/ui/document-viewer';

export { ZOOM, ZOOM_DEBOUNCE_MS, stepRotation, stepZoom, viewKind } from '@/shared/ui/document-viewer';

/** The texts of the viewer: the shared toolbar's and the personal-info panel's button. */
export const viewerTexts = {
  ...viewerToolTexts,
  personInfo: 'Персональные данные',
} as const;

/** The people of the personal-info panel, in its order (001 §3). */
export const PERSON_HOLDERS = [
  ['client', 'Клиент'],
  ['spouse', 'Супруг(а)'],
  ['thirdFace', 'Третье лицо'],
] as const;

const GENDERS: Readonly<Record<string, string>> = { man: 'Мужской', woman: 'Женский' };

/** A passport or a driving licence in one line: series and number, issued when and by whom, the division code. */
export function identityLine(doc: PersonIdentityDocument | null | undefined): string {
  if (!doc) return '';
  const parts = [
    [doc.series, doc.number].filter(Boolean).join(' '),
    doc.issuedDate ? `выдан ${formatDate(doc.issuedDate)}` : '',
    doc.divisionName ?? '',
    doc.divisionCode ? `код подразделения ${doc.divisionCode}` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** The lines of a person in the panel: label and value, the empty ones left out. */
export function personLines(person: PersonInfo): Array<[string, string]> {
  const lines: Array<[string, string]> = [
    ['ФИО', person.name],
    ['Дата рождения', formatDate(person.birthDate)],
    ['Место рождения', person.bornPlace ?? ''],
    ['Пол', person.gender ? (GENDERS[person.gender] ?? person.gender) : ''],
    ['Паспорт', identityLine(person.clientPassport)],
    ['Водительское удостоверение', identityLine(person.driverPassport)],
    ['Адрес регистрации', person.addressRegistration?.value ?? ''],
    ['Адрес регистрации по паспорту', person.passportAddressRegistration?.value ?? ''],
    ['Фактический адрес', person.addressActual?.value ?? ''],
  ];
  return lines.filter(([, value]) => value !== '');
}
