import type { PersonalDataConsentRequest } from '@autocredit/generated/api';
import { isoAt } from '../world/time';
import { renderPdf, type PdfBlock } from './pdf';
import { documentTitle } from './seeded-files';

/** The file name of the consent (the contract's Content-Disposition). */
export const CONSENT_FILE_NAME = 'consentToProcessingOfPersonalData.pdf';

const BANK = 'АО «Автокредит Банк»';

/** `dd.MM.yyyy` of `yyyy-MM-dd`. */
const day = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/**
 * The consent to personal-data processing of the short form (`POST /api/document/generate-file/consentToProcessing
 * OfPersonalData`, 000 §2.12, §7): one A4 page with the client's data posted (the full name, the previous one when
 * given, the birth date and place, the passport line, the registration address) as labelled fields the recognition
 * reads back, the consent text and the lines to sign. The seeds give no consent text; this short one is the stub's.
 * The same data and moment (ms, dated in Moscow) give the same bytes.
 */
export async function consentPdf(input: PersonalDataConsentRequest, now: number): Promise<Uint8Array> {
  const title = documentTitle('consentToPPD');
  const oldName = input.oldFullName?.trim() || null;
  const blocks: PdfBlock[] = [
    { kind: 'title', text: title.toUpperCase() },
    { kind: 'field', label: 'Фамилия, имя, отчество', value: input.name },
    ...(oldName ? [{ kind: 'field' as const, label: 'Прежние фамилия, имя, отчество', value: oldName }] : []),
    { kind: 'field', label: 'Дата рождения', value: day(input.birthDate) },
    { kind: 'field', label: 'Место рождения', value: input.bornPlace },
    { kind: 'field', label: 'Паспорт', value: input.passportInfo },
    { kind: 'field', label: 'Адрес регистрации', value: input.addressRegistration },
    { kind: 'space' },
    {
      kind: 'text',
      text:
        `Я, ${input.name}, свободно, своей волей и в своем интересе даю согласие ${BANK} на обработку ` +
        'моих персональных данных, указанных выше, а также номеров телефонов, сведений о занятости, доходах и ' +
        'приобретаемом автомобиле: сбор, запись, систематизацию, накопление, хранение, уточнение, использование, ' +
        'передачу бюро кредитных историй и уничтожение, с использованием средств автоматизации и без них, в целях ' +
        'рассмотрения заявки на автокредит, заключения и исполнения кредитного договора.',
    },
    {
      kind: 'text',
      text:
        'Согласие действует в течение пяти лет со дня подписания и может быть отозвано мною письменным ' +
        'заявлением, поданным в банк.',
    },
    { kind: 'space' },
    { kind: 'signature', label: 'Подпись' },
    { kind: 'signature', label: `Дата: ${day(isoAt(now).slice(0, 10))}` },
  ];
  return renderPdf({ title, pages: [blocks], date: new Date(now) });
}
