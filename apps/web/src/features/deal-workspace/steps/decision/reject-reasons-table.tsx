import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { rejectReasonsQuery } from './reason-codes-api';
import { AUTOMATIC, MANUAL, REJECT_REASONS } from './decision-texts';

/** Why the deal was rejected (001 §3 'Reject reason'): shown only when it was, code, text, who, manual or not. */
export function RejectReasonsTable({ dealId }: { dealId: number }) {
  const reasons = useQuery(rejectReasonsQuery(dealId));
  if (!reasons.data || reasons.data.length === 0) return null;
  return (
    <section className="decision-step__reject" aria-labelledby="reject-reasons-title">
      <h3 id="reject-reasons-title">{REJECT_REASONS}</h3>
      <DataTable value={reasons.data} size="small" dataKey="code">
        <Column field="code" header="Код" />
        <Column field="text" header="Причина" />
        <Column header="Пользователь" body={(r: { user?: string | null }) => r.user ?? '—'} />
        <Column header="Способ" body={(r: { isManual: boolean }) => (r.isManual ? MANUAL : AUTOMATIC)} />
      </DataTable>
    </section>
  );
}
