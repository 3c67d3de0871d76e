import type { Privilege, StaticFile } from '@autocredit/generated/api';
import { renderPdf } from '../documents/pdf';
import { portraitPng } from '../documents/png';
import { DomainError, texts } from '../errors';
import { hash32 } from './seed/prng';

/**
 * The static files: the underwriters' documents page (`document`, needs get-static-file) and the example files of
 * documents (`example`, downloaded from the checkers' and operators' task pages).
 */
export interface StaticFileRecord extends StaticFile {
  kind: 'document' | 'example';
}

export const STATIC_FILES: readonly StaticFileRecord[] = [
  {
    kind: 'document',
    code: 'underwriterRegulations',
    name: 'Регламент андеррайтинга.pdf',
    mimeType: 'application/pdf',
    canDownload: true,
  },
  {
    kind: 'document',
    code: 'strategyMatrix',
    name: 'Матрица стратегий верификации.pdf',
    mimeType: 'application/pdf',
    canDownload: false,
  },
  {
    kind: 'document',
    code: 'documentCheckGuide',
    name: 'Инструкция по проверке документов.pdf',
    mimeType: 'application/pdf',
    canDownload: true,
  },
  {
    kind: 'document',
    code: 'fraudMemo',
    name: 'Памятка по противодействию мошенничеству.pdf',
    mimeType: 'application/pdf',
    canDownload: false,
  },
  {
    kind: 'document',
    code: 'programRates',
    name: 'Тарифы программ автокредитования.pdf',
    mimeType: 'application/pdf',
    canDownload: true,
  },
  {
    kind: 'example',
    code: 'exampleConsentToPPD',
    name: 'Образец согласия на обработку персональных данных.pdf',
    mimeType: 'application/pdf',
    canDownload: true,
  },
  {
    kind: 'example',
    code: 'exampleLoanApplication',
    name: 'Образец заявления-анкеты.pdf',
    mimeType: 'application/pdf',
    canDownload: true,
  },
  {
    kind: 'example',
    code: 'exampleLoanAgreement',
    name: 'Образец кредитного договора.pdf',
    mimeType: 'application/pdf',
    canDownload: true,
  },
  {
    kind: 'example',
    code: 'exampleAccountApplication',
    name: 'Образец заявления на открытие счета.pdf',
    mimeType: 'application/pdf',
    canDownload: true,
  },
  {
    kind: 'example',
    code: 'examplePassportScan',
    name: 'Образец скана паспорта.png',
    mimeType: 'image/png',
    canDownload: true,
  },
];

export const staticFile = (code: string) => STATIC_FILES.find((f) => f.code === code);

export const staticFileTexts = { notFound: 'Файл не найден' } as const;

/**
 * The static file a user may download: an unknown code is not found (404); a document of the documents page needs
 * get-static-file (403), an example is anyone's.
 */
export function downloadableFile(code: string, privileges: readonly Privilege[]): StaticFileRecord {
  const file = staticFile(code);
  if (!file) throw new DomainError('not-found', staticFileTexts.notFound);
  if (file.kind === 'document' && !privileges.includes('get-static-file')) {
    throw new DomainError('forbidden', texts.forbidden);
  }
  return file;
}

/** The file name a download offers: its code with the extension of its name (the name itself goes as UTF-8). */
export const downloadName = (file: StaticFileRecord) => `${file.code}${file.name.slice(file.name.lastIndexOf('.'))}`;

/** The list of the documents page. */
export const documentFiles = (): StaticFile[] =>
  STATIC_FILES.filter((f) => f.kind === 'document').map(({ code, name, mimeType, canDownload }) => ({
    code,
    name,
    mimeType,
    canDownload,
  }));

/** The pages of the static documents: their title, then a few paragraphs of the stub's own wording. */
const TEXTS: Readonly<Record<string, string[]>> = {
  underwriterRegulations: [
    'Настоящий регламент определяет порядок рассмотрения заявок на автокредит андеррайтерами банка.',
    'Андеррайтер проверяет данные клиента, документы, результаты скоринга и дополнительных проверок, рассчитывает показатель долговой нагрузки (ПДН) и принимает решение по заявке в пределах времени стратегии верификации.',
    'Решение об отказе или направлении на доработку принимается с указанием кодов причин и комментария.',
  ],
  strategyMatrix: [
    'Матрица определяет стратегию верификации заявки по уровню риска клиента, сумме кредита и программе кредитования.',
    'Для каждой стратегии установлены обязательные проверки и время рассмотрения заявки.',
  ],
  documentCheckGuide: [
    'Проверьте, что скан паспорта читаем, содержит страницы с фотографией и регистрацией, а данные совпадают с анкетой.',
    'Подписи клиента в документах на подписание должны совпадать с подписью в паспорте.',
  ],
  fraudMemo: [
    'Признаки мошенничества: несоответствие фотографии возрасту клиента, исправления в документах, телефон работодателя совпадает с телефоном клиента.',
    'При подозрении на мошенничество направьте заявку в службу безопасности.',
  ],
  programRates: [
    'Базовые ставки программ автокредитования указаны в процентах годовых и зависят от первоначального взноса и срока кредита.',
    'Ставка снижается при подключении страхования КАСКО и страхования жизни заемщика.',
  ],
  exampleConsentToPPD: [
    'Я, Иванов Иван Иванович, даю согласие на обработку моих персональных данных в целях рассмотрения заявки на кредит.',
    'Подпись: ____________   Дата: ____________',
  ],
  exampleLoanAgreement: [
    'Кредитный договор подписывается клиентом на каждой странице; на последней странице — подпись, расшифровка подписи и дата.',
    'Подпись: ____________ / Иванов И. И. /   Дата: ____________',
  ],
  exampleAccountApplication: [
    'Я, Иванов Иван Иванович, прошу открыть текущий счет в рублях для зачисления кредита и погашения задолженности.',
    'Подпись: ____________   Дата: ____________',
  ],
  exampleLoanApplication: [
    'Заявление-анкета на получение кредита на покупку автомобиля: данные заемщика, сведения о работе и доходах, параметры кредита.',
    'Подпись: ____________   Дата: ____________',
  ],
};

const cache = new Map<string, Buffer>();

/** The bytes of a static file: a PDF with its title and text (made once), or a passport-scan picture (PNG). */
export async function staticFileContent(file: StaticFileRecord): Promise<Buffer> {
  const cached = cache.get(file.code);
  if (cached) return cached;
  const title = file.name.slice(0, file.name.lastIndexOf('.'));
  const content =
    file.mimeType === 'image/png'
      ? portraitPng(hash32(file.code))
      : Buffer.from(
          await renderPdf({
            title,
            date: new Date(Date.UTC(2026, 0, 12, 7)),
            pages: [
              [
                { kind: 'title', text: title },
                ...(TEXTS[file.code] ?? []).map((text) => ({ kind: 'text' as const, text })),
              ],
            ],
          }),
        );
  cache.set(file.code, content);
  return content;
}
