import { useQuery } from '@tanstack/react-query';
import { DownloadLink } from '@/shared/files';
import { formatMoney } from '@/shared/lib/format-money';
import { pdnQuery } from './finance-api';
import { PDN_BKI_REPORT, PDN_PENDING, PDN_TITLE, financeFailureText } from './finance';
import { useFailureToast } from './use-failure-toast';

/** The link to the credit-bureau report: a file of the API is fetched with the session, another address opens. */
function BkiReportLink({ href }: { href: string }) {
  if (href.startsWith('/api/')) return <DownloadLink path={href} name={`${PDN_BKI_REPORT}.pdf`} />;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {PDN_BKI_REPORT}
    </a>
  );
}

/**
 * The debt-load ratio of the deal (001 §2.4): ПДН in percent, total payments and incomes, the confirmed income type,
 * the bureau request id and the link to its report. Asked again while the bureau has not answered (001 §4: it is
 * asynchronous). Not for auditors (the page decides); a failed load is told ('Данные не найдены': 8 s).
 */
export function PdnResult({ dealId }: { dealId: number }) {
  const pdn = useQuery(pdnQuery(dealId));
  useFailureToast(pdn.error, financeFailureText);
  if (pdn.isPending || pdn.isError) return null;
  const result = pdn.data;
  const lines: Array<[string, string]> = [
    ['ПДН', result.pdn === null ? '—' : `${String(result.pdn).replace('.', ',')} %`],
    ['Сумма платежей', formatMoney(result.totalPayments) || '—'],
    ['Сумма доходов', formatMoney(result.totalIncomes) || '—'],
    ['Тип подтвержденного дохода', result.incomeType ?? '—'],
    ['Номер запроса', result.messageGuid ?? '—'],
  ];
  return (
    <section className="finance-results pdn-result" aria-label={PDN_TITLE} data-testid="pdn-result">
      <h3 className="holder-contacts__title">{PDN_TITLE}</h3>
      {result.pdn === null && result.messageGuid ? <p aria-live="polite">{PDN_PENDING}</p> : null}
      <dl className="facts">
        {lines.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {result.bkiReport ? (
          <div>
            <dt>Отчет бюро</dt>
            <dd>
              <BkiReportLink href={result.bkiReport} />
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
