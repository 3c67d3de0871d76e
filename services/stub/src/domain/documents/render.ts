import { mix } from '../world/seed/prng';
import { renderPdf, type PdfBlock } from './pdf';
import { carPng, portraitPng } from './png';
import { documentTitle, type RenderKind } from './seeded-files';

import {
  annuity,
  carLine,
  day,
  dayOfMs,
  fullName,
  money,
  personId,
  yearlyRate,
  type RenderInput,
} from './render-input';
import { consentPage, passportPages, schedulePages, signPage } from './render-pages';

export { annuity, decisionFacts, money, yearlyRate, type DecisionFacts, type RenderInput } from './render-input';

/** The layout of a seeded PDF: its pages' blocks, and whether it looks scanned, has a passport's edge line or a stamp. */
export function seededLayout(input: RenderInput): {
  pages: PdfBlock[][];
  scan?: boolean;
  edge?: string;
  stamp?: string;
} {
  const { kind, source, seed } = input;
  const person = source[kind.holder];
  switch (kind.render) {
    case 'passport':
      return {
        pages: passportPages(person, seed),
        scan: true,
        edge: person?.passport.series ? `${person.passport.series} ${person.passport.number}` : undefined,
      };
    case 'licence': {
      const licence = source.client.driverPassport;
      return {
        scan: true,
        pages: [
          [
            { kind: 'title', text: 'ВОДИТЕЛЬСКОЕ УДОСТОВЕРЕНИЕ' },
            {
              kind: 'photo',
              png: portraitPng(mix(seed, personId(source.client))),
              fields: [
                ['1. Фамилия', source.client.surName],
                ['2. Имя, отчество', [source.client.firstName, source.client.middleName].filter(Boolean).join(' ')],
                ['3. Дата рождения', day(source.client.birthDate)],
                ['4a. Дата выдачи', day(licence?.issueDate)],
                ['4c. Выдано', licence?.divisionName ?? null],
                ['5. Номер', licence ? `${licence.series} ${licence.number}` : null],
                ['9. Категории', 'B, B1, M'],
              ],
            },
          ],
        ],
      };
    }
    case 'consent':
      return {
        scan: true,
        pages: [consentPage(person, 'действуя свободно, своей волей и в своем интересе,', input.createdAt)],
      };
    case 'thirdConsent':
      return {
        scan: true,
        pages: [consentPage(person, `как контактное лицо заемщика ${fullName(source.client) ?? ''},`, input.createdAt)],
      };
    case 'income': {
      const work = source.client.work;
      const salary = work?.salary ?? 0;
      const months = Array.from({ length: 6 }, (_, i) => {
        const d = new Date(
          Date.UTC(Number(input.createdAt.slice(0, 4)), Number(input.createdAt.slice(5, 7)) - 7 + i, 1),
        );
        return {
          kind: 'field' as const,
          label: d.toISOString().slice(0, 7).split('-').reverse().join('.'),
          value: money(salary),
        };
      });
      return {
        scan: true,
        pages: [
          [
            { kind: 'title', text: 'СПРАВКА О ДОХОДАХ И СУММАХ НАЛОГА ФИЗИЧЕСКОГО ЛИЦА' },
            { kind: 'field', label: 'Налоговый агент', value: work?.employer?.name ?? null },
            { kind: 'field', label: 'ИНН', value: work?.employer?.inn ?? null },
            { kind: 'field', label: 'Получатель дохода', value: fullName(source.client) },
            { kind: 'heading', text: 'Доходы по месяцам' },
            ...months,
            { kind: 'field', label: 'Общая сумма дохода', value: money(salary * 6) },
            { kind: 'signature', label: 'Главный бухгалтер', signed: 'Бухгалтерия' },
          ],
        ],
      };
    }
    case 'carContract':
      return {
        pages: [
          [
            { kind: 'title', text: 'ДОГОВОР КУПЛИ-ПРОДАЖИ ТРАНСПОРТНОГО СРЕДСТВА' },
            { kind: 'field', label: 'Продавец', value: input.salePoint },
            { kind: 'field', label: 'Покупатель', value: fullName(source.client) },
            { kind: 'field', label: 'Транспортное средство', value: carLine(source) },
            { kind: 'field', label: 'Цена', value: money(source.credit.carCostRequested) },
            { kind: 'field', label: 'Первоначальный взнос', value: money(source.credit.initialFee) },
            {
              kind: 'text',
              text: 'Оставшаяся часть цены оплачивается за счет кредита, предоставленного покупателю банком.',
            },
            { kind: 'signature', label: 'Продавец', signed: 'М. П.' },
            { kind: 'signature', label: 'Покупатель', signed: source.client.surName ?? undefined },
          ],
        ],
      };
    case 'underwriter':
      return {
        pages: [
          [
            { kind: 'title', text: 'ЗАКЛЮЧЕНИЕ АНДЕРРАЙТЕРА' },
            { kind: 'field', label: 'Заявка', value: `№ ${source.deal.id}` },
            { kind: 'field', label: 'Клиент', value: fullName(source.client) },
            { kind: 'field', label: 'Работодатель', value: source.client.work?.employer?.name ?? null },
            { kind: 'field', label: 'Заявленный доход', value: money(source.client.work?.salary) },
            { kind: 'text', text: 'Документы клиента проверены, данные паспорта совпадают с данными анкеты.' },
            { kind: 'signature', label: 'Андеррайтер', signed: input.decision?.by ?? undefined },
          ],
        ],
      };
    case 'signDocument':
      return { pages: [signPage(input)], ...(kind.type === 'signed' && { scan: true, stamp: 'ПОДПИСАНО' }) };
    case 'schedule':
      return { pages: schedulePages(input) };
    case 'releaseDocument':
      return {
        pages: [
          [
            { kind: 'title', text: documentTitle(kind.code).toUpperCase() },
            { kind: 'field', label: 'Заявка', value: `№ ${source.deal.id}` },
            {
              kind: 'field',
              label: 'Получатель',
              value: kind.code === 'loanOrder' ? fullName(source.client) : input.salePoint,
            },
            { kind: 'field', label: 'Сумма', value: money(input.decision?.amount || source.credit.costRequested) },
            { kind: 'field', label: 'Назначение', value: `Оплата за автомобиль ${carLine(source) ?? ''}`.trim() },
            { kind: 'signature', label: 'Менеджер по выдаче', signed: 'Выдача' },
          ],
        ],
      };
    case 'decision': {
      const d = input.decision;
      return {
        pages: [
          [
            { kind: 'title', text: `${d?.preliminary ? 'ПРЕДВАРИТЕЛЬНОЕ ' : ''}РЕШЕНИЕ ПО ЗАЯВКЕ № ${source.deal.id}` },
            { kind: 'field', label: 'Клиент', value: fullName(source.client) },
            { kind: 'field', label: 'Решение', value: d?.label ?? null },
            { kind: 'field', label: 'Дата решения', value: d ? dayOfMs(d.at) : null },
            { kind: 'field', label: 'Сумма кредита', value: money(d?.amount) },
            { kind: 'field', label: 'Срок', value: d ? `${d.term} мес.` : null },
            { kind: 'field', label: 'Ставка', value: d ? yearlyRate(d.rate) : null },
            { kind: 'field', label: 'Ежемесячный платеж', value: d ? money(annuity(d.amount, d.term, d.rate)) : null },
            { kind: 'signature', label: 'Решение принял', signed: d?.by ?? undefined },
          ],
        ],
      };
    }
    default:
      return { pages: [[{ kind: 'title', text: documentTitle(kind.code) }]] };
  }
}

/** The print forms the bank makes for the client to sign: they carry their document's code (a barcode). */
const PRINT_FORMS: readonly RenderKind[] = ['signDocument', 'schedule', 'releaseDocument'];

/** The bytes of a seeded file: a PDF of the deal's data (DejaVu Sans) or a PNG picture; the same input, the same bytes. */
export async function renderSeededFile(input: RenderInput): Promise<Uint8Array> {
  const { kind, source, seed } = input;
  const dealSeed = mix(seed, source.deal.id);
  if (kind.render === 'photo') return portraitPng(mix(seed, personId(source.client)));
  if (kind.render === 'salePhoto') return portraitPng(mix(dealSeed, 11), 320, 240);
  if (kind.render === 'carPhoto') return carPng(dealSeed);
  const layout = seededLayout(input);
  return renderPdf({
    title: documentTitle(kind.code),
    ...(PRINT_FORMS.includes(kind.render) && { documentCode: kind.code }),
    date: new Date(input.createdAt),
    pages: layout.pages,
    ...(layout.scan && { scan: true }),
    ...(layout.edge && { edge: layout.edge }),
    ...(layout.stamp && { stamp: layout.stamp }),
  });
}
