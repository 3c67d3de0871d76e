import type { PledgeStatus } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { cancelLabel, cancelQuestion } from '../lib/pledge-status';
import { CANCEL_CONFIRM_TITLE, NO, YES } from '../lib/pledge-texts';

/**
 * The pledge task's refuse button (002 §2): 'Отменить переуступку' for a pledge in assignment_error_upload or
 * assignment_rework, else 'Отменить регистрацию'; it asks 'Отмена регистрации залога' (Да/Нет, Escape and 'Нет'
 * keep the task) and, on 'Да', calls `onConfirm`.
 */
export function PledgeCancelButton({
  status,
  cancelling,
  disabled,
  onConfirm,
}: {
  status: PledgeStatus | null | undefined;
  cancelling: boolean;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const ask = () =>
    confirmDialog({
      header: CANCEL_CONFIRM_TITLE,
      message: cancelQuestion(status),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: YES,
      rejectLabel: NO,
      defaultFocus: 'reject',
      closeOnEscape: true,
      accept: onConfirm,
    });
  return (
    <Button
      type="button"
      label={cancelLabel(status)}
      icon="pi pi-times"
      severity="danger"
      outlined
      loading={cancelling}
      disabled={disabled}
      onClick={ask}
    />
  );
}
