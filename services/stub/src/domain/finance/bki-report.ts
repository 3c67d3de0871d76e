import { renderPdf, type PdfBlock } from '../documents/pdf';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import type { DownloadableFile } from '../documents/file-store';
import { WORLD_NOW } from '../world/time';
import type { World } from '../world/world';
import { BKI_REPORT_FILE_BASE } from './bki-report-path';
import type { FinanceBook } from './finance-book';
import { personsOfClient } from './persons';

export { BKI_REPORT_FILE_BASE, bkiReportPath } from './bki-report-path';

const money = (value: number | null) =>
  value === null ? '—' : `${value.toLocaleString('ru-RU', { maximumFractionDigits: 2 })} руб.`;

/**
 * The credit bureau's report of a deal's ПДН (the link `PdnResult.bkiReport`), a PDF: the request, the ratio and its
 * sums, and the loans of the client the bureau knows. Only once the bureau has answered, and only to one who sees
 * the deal; undefined otherwise (the download then answers 404).
 */
export async function bkiReportFile(
  parts: { world: World; lists: Lists; finance: FinanceBook },
  viewer: Viewer,
  fileId: number,
): Promise<DownloadableFile | undefined> {
  if (!Number.isSafeInteger(fileId) || fileId <= BKI_REPORT_FILE_BASE) return undefined;
  const { world, lists, finance } = parts;
  const dealId = fileId - BKI_REPORT_FILE_BASE;
  const row = world.dealRow(dealId);
  if (row === undefined || !lists.visible(viewer, row)) return undefined;
  const pdn = finance.pdn(row);
  if (!pdn.bkiReport) return undefined;
  const client = personsOfClient(world, world.deals.client[row]!)[0]!;
  const loans = finance.block(client, 'loans').items;
  const field = (label: string, value: string | null): PdfBlock => ({ kind: 'field', label, value });
  const content = Buffer.from(
    await renderPdf({
      title: 'Кредитный отчет БКИ',
      date: new Date(WORLD_NOW),
      pages: [
        [
          { kind: 'title', text: 'Кредитный отчет БКИ' },
          field('Заявка №', String(dealId)),
          field('Номер запроса', pdn.messageGuid),
          field('ПДН', pdn.pdn === null ? '—' : `${String(pdn.pdn).replace('.', ',')} %`),
          field('Сумма платежей', money(pdn.totalPayments)),
          field('Сумма доходов', money(pdn.totalIncomes)),
          field('Тип подтвержденного дохода', pdn.incomeType),
          { kind: 'heading', text: 'Кредиты' },
          ...(loans.length === 0
            ? [{ kind: 'text' as const, text: 'Действующих кредитов нет' }]
            : loans.map((loan) => field(loan.typeTitle, `платеж ${money(loan.sumConfirmed ?? loan.sum)}`))),
        ],
      ],
    }),
  );
  return { name: `bki-report-${dealId}.pdf`, mimeType: 'application/pdf', content };
}
