import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@/shared/lib/format-money';
import { pdnQuery } from '../api/finance-api';

const PDN_TITLE = 'ПДН';
const PDN_PENDING = 'Ответ бюро кредитных историй еще не получен';

/**
 * The debt-load ratio of the deal (001 §2.4): ПДН in percent, total payments and incomes, the confirmed income type,
 * the bureau request id and the link to its report. Not for auditors (the page decides).
 */
export function PdnResult({ dealId }: { dealId: number }) {
  const pdn = useQuery(pdnQuery(dealId));
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
      {result.pdn === null && result.messageGuid ? <p>{PDN_PENDING}</p> : null}
      <dl className="facts">
        {lines.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {result.bkiReport ? (
          <div>
            <dd>
              <a href={result.bkiReport} target="_blank" rel="noopener noreferrer">
                Отчет БКИ
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
