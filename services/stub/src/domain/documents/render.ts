import type { FormSource, PersonSource } from '../forms/source';
import { DECISION_LABELS } from '../world/seed/catalog-deals';
import { mix } from '../world/seed/prng';
import type { World } from '../world/world';
import { renderPdf, type PdfBlock } from './pdf';
import { carPng, portraitPng } from './png';
import { documentTitle, type RenderKind, type SeededFileKind } from './seeded-files';

/** What a seeded file is made of: the deal's data now and its last decision. */
export interface RenderInput {
  kind: SeededFileKind;
  source: FormSource;
  /** The seed of the pictures (the world's seed). */
  seed: number;
  salePoint: string;
  decision: DecisionFacts | null;
  /** When the file was uploaded: the PDF's dates. */
  createdAt: string;
}

export interface DecisionFacts {
  at: number;
  label: string;
  preliminary: boolean;
  amount: number;
  term: number;
  /** Percent a year. */
  rate: number;
  by: string | null;
}

const BANK = 'АО «Автокредит Банк»';

/** The last decision of a deal (a world row), as the decision file shows it; null before any. */
export function decisionFacts(world: World, row: number): DecisionFacts | null {
  const x = world.deals.lastDecision[row]!;
  if (x < 0) return null;
  const { decisions } = world;
  return {
    at: decisions.at[x]!,
    label: DECISION_LABELS[decisions.outcome[x]!] ?? '',
    preliminary: decisions.preliminary[x] === 1,
    amount: decisions.amount[x]!,
    term: decisions.term[x]!,
    rate: decisions.rate[x]! / 100,
    by: world.staff[decisions.by[x]!]?.fio ?? null,
  };
}

/** `dd.MM.yyyy` of `yyyy-MM-dd` (or of a date-time). */
const day = (date: string | null | undefined) =>
  date ? `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}` : null;

const dayOfMs = (ms: number) => day(new Date(ms + 3 * 3_600_000).toISOString());

/** `1 234 567,00 руб.` */
export function money(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const [whole, cents] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${value < 0 ? '-' : ''}${grouped},${cents} руб.`;
}

/** `16,9% годовых`: a yearly rate the Russian way. */
export const yearlyRate = (rate: number) => `${String(rate).replace('.', ',')}% годовых`;

const fullName = (p: PersonSource | null) =>
  p ? [p.surName, p.firstName, p.middleName].filter((x) => x).join(' ') || null : null;

/** The annuity payment of a sum over months at a yearly rate (percent). */
export function annuity(sum: number, months: number, rate: number): number {
  const r = rate / 1200;
  if (months <= 0) return 0;
  if (r === 0) return sum / months;
  return (sum * r) / (1 - (1 + r) ** -months);
}

const personId = (p: PersonSource | null) => p?.id ?? 0;

function passportPages(p: PersonSource | null, seed: number): PdfBlock[][] {
  const passport = p?.passport;
  return [
    [
      { kind: 'title', text: 'ПАСПОРТ ГРАЖДАНИНА РОССИЙСКОЙ ФЕДЕРАЦИИ' },
      { kind: 'field', label: 'Паспорт выдан', value: passport?.divisionName ?? null },
      { kind: 'field', label: 'Дата выдачи', value: day(passport?.issueDate) },
      { kind: 'field', label: 'Код подразделения', value: passport?.divisionCode ?? null },
      { kind: 'space' },
      {
        kind: 'photo',
        png: portraitPng(mix(seed, personId(p))),
        fields: [
          ['Фамилия', p?.surName ?? null],
          ['Имя', p?.firstName ?? null],
          ['Отчество', p?.middleName ?? null],
          ['Пол', p?.gender === 'woman' ? 'ЖЕН.' : p?.gender === 'man' ? 'МУЖ.' : null],
          ['Дата рождения', day(p?.birthDate)],
          ['Место рождения', p?.bornPlace ?? null],
        ],
      },
    ],
    [
      { kind: 'title', text: 'МЕСТО ЖИТЕЛЬСТВА' },
      { kind: 'field', label: 'Зарегистрирован', value: p?.addressRegistration?.value ?? null },
      { kind: 'field', label: 'Фамилия, имя, отчество', value: fullName(p) },
      { kind: 'space' },
      { kind: 'heading', text: 'СЕМЕЙНОЕ ПОЛОЖЕНИЕ' },
      { kind: 'text', text: p?.maritalStatus === 'married' ? 'Зарегистрирован брак' : 'Отметок нет' },
    ],
  ];
}

function consentPage(p: PersonSource | null, subject: string, at: string): PdfBlock[] {
  const passport = p?.passport;
  const id = passport?.series
    ? `паспорт ${passport.series} № ${passport.number}, выдан ${day(passport.issueDate)}`
    : '';
  return [
    { kind: 'title', text: documentTitle('consentToPPD').toUpperCase() },
    {
      kind: 'text',
      text:
        `Я, ${fullName(p) ?? '—'}${p?.birthDate ? `, ${day(p.birthDate)} г. р.` : ''}${id ? `, ${id}` : ''}, ` +
        `${subject} даю согласие ${BANK} на обработку моих персональных данных: фамилии, имени, отчества, даты и ` +
        'места рождения, паспортных данных, адреса, номеров телефонов, сведений о занятости и доходах, в целях ' +
        'рассмотрения заявки на автокредит и исполнения кредитного договора.',
    },
    {
      kind: 'text',
      text: 'Согласие действует в течение пяти лет и может быть отозвано письменным заявлением, поданным в банк.',
    },
    { kind: 'field', label: 'Телефон', value: p?.phone ?? null },
    { kind: 'signature', label: `Дата: ${day(at)}`, signed: p?.surName ?? undefined },
  ];
}

function schedulePages(input: RenderInput): PdfBlock[][] {
  const { credit } = input.source;
  const sum = input.decision?.amount || credit.costRequested || 0;
  const months = input.decision?.term || credit.term || 12;
  const rate = input.decision?.rate || 15;
  const payment = annuity(sum, months, rate);
  const rows: PdfBlock[] = [];
  let balance = sum;
  const start = new Date(input.createdAt.slice(0, 10));
  for (let m = 1; m <= months; m++) {
    const interest = (balance * rate) / 1200;
    balance = Math.max(0, balance - (payment - interest));
    const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 15)).toISOString();
    rows.push({
      kind: 'text',
      text: `${m}. ${day(date)}   платеж ${money(payment)}   проценты ${money(interest)}   остаток ${money(balance)}`,
    });
  }
  const head: PdfBlock[] = [
    { kind: 'title', text: 'ГРАФИК ПЛАТЕЖЕЙ' },
    { kind: 'field', label: 'Заемщик', value: fullName(input.source.client) },
    {
      kind: 'field',
      label: 'Сумма кредита, срок, ставка',
      value: `${money(sum)}, ${months} мес., ${yearlyRate(rate)}`,
    },
  ];
  const pages: PdfBlock[][] = [[...head, ...rows.slice(0, 36)]];
  for (let i = 36; i < rows.length; i += 48) pages.push(rows.slice(i, i + 48));
  return pages;
}

function signPage(input: RenderInput): PdfBlock[] {
  const { kind, source } = input;
  const { credit, client } = source;
  return [
    { kind: 'title', text: documentTitle(kind.code).toUpperCase() },
    { kind: 'field', label: 'Заявка', value: `№ ${source.deal.id}` },
    { kind: 'field', label: 'Заемщик', value: fullName(client) },
    {
      kind: 'field',
      label: 'Паспорт',
      value: client.passport.series ? `${client.passport.series} ${client.passport.number}` : null,
    },
    { kind: 'field', label: 'Сумма кредита', value: money(input.decision?.amount || credit.costRequested) },
    { kind: 'field', label: 'Срок кредита', value: `${input.decision?.term || credit.term || '—'} мес.` },
    { kind: 'field', label: 'Автомобиль', value: carLine(source) },
    {
      kind: 'text',
      text: `Заемщик подтверждает, что ознакомлен с условиями кредитования ${BANK} и согласен с ними.`,
    },
    {
      kind: 'signature',
      label: 'Подпись заемщика',
      signed: kind.type === 'signed' ? (client.surName ?? undefined) : undefined,
    },
  ];
}

const carLine = (source: FormSource) =>
  source.car
    ? `${source.car.brand ?? ''} ${source.car.model ?? ''} ${source.car.year ?? ''}, VIN ${source.vin ?? '—'}`.trim()
    : null;

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
