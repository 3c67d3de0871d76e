import type { PersonIdentityDocument, PersonInfo } from '@autocredit/generated/api';
import { formatDate } from '@/shared/lib/format-date';

/** The viewer's zoom: 10 to 300 %, step 10, 100 at first; drawn 500 ms after the last change (001 §9). */
export const ZOOM = { min: 10, max: 300, step: 10, initial: 100 } as const;
export const ZOOM_DEBOUNCE_MS = 500;

/** The zoom one step in or out, within 10–300 %. */
export const stepZoom = (zoom: number, direction: 1 | -1): number =>
  Math.min(ZOOM.max, Math.max(ZOOM.min, zoom + direction * ZOOM.step));

/** The rotation a quarter turn clockwise (1) or back (-1), in 0, 90, 180, 270. */
export const stepRotation = (rotation: number, direction: 1 | -1): number => (rotation + direction * 90 + 360) % 360;

/** How the viewer shows a file: its pages (PDF), the picture, or neither (it is to be downloaded). */
export function viewKind(mimeType: string | undefined, name: string): 'pdf' | 'image' | 'other' {
  const type = mimeType ?? '';
  if (type === 'application/pdf' || (!type && /\.pdf$/i.test(name))) return 'pdf';
  if (type.startsWith('image/') || (!type && /\.(png|jpe?g|gif|bmp|webp)$/i.test(name))) return 'image';
  return 'other';
}

/** The texts of the viewer (the seeds name its controls, not their words). */
export const viewerTexts = {
  previous: 'Предыдущий файл',
  next: 'Следующий файл',
  zoomIn: 'Увеличить',
  zoomOut: 'Уменьшить',
  rotateLeft: 'Повернуть против часовой стрелки',
  rotateRight: 'Повернуть по часовой стрелке',
  download: 'Скачать',
  personInfo: 'Персональные данные',
  loading: 'Загрузка документа',
  of: 'из',
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
