import type { LoanVariantService } from '@autocredit/generated/api';
import { formatMoney } from '@/shared/lib/format-money';
import { formatNumber, yesNo } from '@/features/deal-workspace/ui/table-values';

/** The service rows of a loan variant (001 §2.6): name, cost, rate, term, in credit ('Да'/'Нет'). */
export function VariantServices({ services }: { services: readonly LoanVariantService[] }) {
  if (services.length === 0) return null;
  return (
    <table className="variant-services">
      <thead>
        <tr>
          <th scope="col">Услуга</th>
          <th scope="col">Стоимость</th>
          <th scope="col">Тариф, %</th>
          <th scope="col">Срок, мес.</th>
          <th scope="col">В кредит</th>
        </tr>
      </thead>
      <tbody>
        {services.map((s, k) => (
          <tr key={`${s.name}-${k}`}>
            <td>{s.name}</td>
            <td>{formatMoney(s.cost)}</td>
            <td>{formatNumber(s.rate)}</td>
            <td>{s.term ?? ''}</td>
            <td>{yesNo(s.isCredit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
