import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import type { DealListItem } from '@autocredit/generated/api';
import { useClientDecision } from '@/features/deal-list/api/deal-list-api';
import { APPROVED, CLIENT_WAITING, REFUSED, clientDecisionQuestion } from '@/features/deal-list/lib/client-decision';

/**
 * 'Клиент согласился' / 'Клиент отказался' on a deal waiting for the client's answer: asked first (Да/Нет, naming the
 * deal and the client), then confirmed with a toast.
 */
export function ClientDecisionCell({ deal }: { deal: DealListItem }) {
  const decide = useClientDecision();
  if (deal.statusCode !== CLIENT_WAITING) return null;
  const answer = (approve: boolean) =>
    confirmDialog({
      ...clientDecisionQuestion(deal, approve),
      icon: 'pi pi-question-circle',
      acceptLabel: 'Да',
      rejectLabel: 'Нет',
      defaultFocus: 'reject',
      accept: () => decide.mutate({ deal, approve }),
    });
  return (
    <div className="client-decision-cell">
      <Button
        type="button"
        label={APPROVED}
        size="small"
        severity="success"
        disabled={decide.isPending}
        onClick={() => answer(true)}
      />
      <Button
        type="button"
        label={REFUSED}
        size="small"
        severity="danger"
        outlined
        disabled={decide.isPending}
        onClick={() => answer(false)}
      />
    </div>
  );
}
