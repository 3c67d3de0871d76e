import { Button } from 'primereact/button';
import type { DealListItem } from '@autocredit/generated/api';
import { failureText } from '@/shared/api/failure-text';
import { toast } from '@/shared/ui/toast';
import { useClientDecision } from '@/features/deal-list/api/deal-list-api';

/** 'Клиент согласился' / 'Клиент отказался' on a deal waiting for the client's answer. */
export function ClientDecisionCell({ deal }: { deal: DealListItem }) {
  const decide = useClientDecision();
  if (deal.statusCode !== 'client_waiting') return null;
  const answer = (approve: boolean) =>
    decide.mutate(
      { dealId: deal.id, approve },
      {
        onError: (error) => {
          const text = failureText(error);
          if (text) toast.error(text);
        },
      },
    );
  return (
    <div className="client-decision-cell">
      <Button
        type="button"
        label="Клиент согласился"
        size="small"
        severity="success"
        disabled={decide.isPending}
        onClick={() => answer(true)}
      />
      <Button
        type="button"
        label="Клиент отказался"
        size="small"
        severity="danger"
        outlined
        disabled={decide.isPending}
        onClick={() => answer(false)}
      />
    </div>
  );
}
