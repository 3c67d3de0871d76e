import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import type { AssignmentAgreement } from '@autocredit/generated/api';
import { useQueueAssignments } from '@/features/pledge-lists/api/agreements-api';

/** The question of the bulk assign of an agreement. */
export const queueQuestion = (agreement: AssignmentAgreement) => ({
  header: 'Переуступка залогов',
  message: `Добавить залоги по договору ${agreement.contractNumber} в очередь для переуступки?`,
});

/** The bulk assign of an agreement (pledge editors): asked first (Да/Нет), then the pledges are queued. */
export function QueueAssignButton({ agreement }: { agreement: AssignmentAgreement }) {
  const queue = useQueueAssignments();
  return (
    <Button
      type="button"
      label="Переуступить"
      icon="pi pi-send"
      size="small"
      outlined
      loading={queue.isPending}
      onClick={() =>
        confirmDialog({
          ...queueQuestion(agreement),
          icon: 'pi pi-question-circle',
          acceptLabel: 'Да',
          rejectLabel: 'Нет',
          defaultFocus: 'reject',
          accept: () => queue.mutate(agreement),
        })
      }
    />
  );
}
