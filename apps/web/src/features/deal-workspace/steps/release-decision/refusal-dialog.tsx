import type { RefusalReasonGroup } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { useState, type FormEvent } from 'react';
import { failureText } from '@/shared/api/failure-text';
import { Loading } from '@/shared/ui/loading';
import { toast } from '@/shared/ui/toast';
import { refusalReasonsQuery, refuseTask } from './release-decision-api';
import {
  REFUSAL_CANCEL,
  REFUSAL_DEFAULT_CONFIRM,
  REFUSAL_NO_REASONS,
  REFUSAL_REASONS_FAILED,
  REFUSAL_TITLE,
} from './release-texts';
import { LoadFailed } from '@/features/deal-workspace/ui/load-failed';

const ID = 'refusal-dialog';

/** The groups of reasons, a checkbox per reason under its group's name. */
function ReasonGroups({
  groups,
  chosen,
  disabled,
  onToggle,
}: {
  groups: readonly RefusalReasonGroup[];
  chosen: ReadonlySet<string>;
  disabled: boolean;
  onToggle(code: string): void;
}) {
  if (groups.length === 0) return <p className="refusal-dialog__empty">{REFUSAL_NO_REASONS}</p>;
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.groupCode} className="refusal-dialog__group">
          <legend>{group.groupName}</legend>
          {group.reasons.map((reason) => {
            const inputId = `${ID}-${group.groupCode}-${reason.reasonCode}`;
            return (
              <div key={reason.reasonCode} className="refusal-dialog__reason">
                <Checkbox
                  inputId={inputId}
                  checked={chosen.has(reason.reasonCode)}
                  disabled={disabled}
                  onChange={() => onToggle(reason.reasonCode)}
                />
                <label htmlFor={inputId}>{reason.reasonName}</label>
              </div>
            );
          })}
        </fieldset>
      ))}
    </>
  );
}

/**
 * The refusal dialog (002 §4, §7): the reasons of `GET /api/task/refusal/reasons` by group, a checkbox each; the
 * button (the refusing button's label) is enabled once one is chosen. Confirmed, it refuses the task (`POST
 * /api/task/refusal/{taskId}` with the codes) and calls `onDone` with them (the page then leaves the closed task); a
 * failure is told and keeps the dialog open. With `post` false (a rework or an approval that only gives its reasons)
 * nothing is posted: `onDone` gets the codes. Escape or 'Отмена' closes it. Mount it when it opens: it starts empty.
 */
export function RefusalDialog({
  taskId,
  confirmLabel = REFUSAL_DEFAULT_CONFIRM,
  post = true,
  onHide,
  onDone,
}: {
  taskId: number;
  /** The label of the button that opened it ('Отказать'). */
  confirmLabel?: string;
  post?: boolean;
  onHide(): void;
  onDone(codes: string[]): void;
}) {
  const reasons = useQuery(refusalReasonsQuery());
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const groups = reasons.data ?? [];
  // The codes in the order they are listed.
  const codes = groups.flatMap((g) => g.reasons.map((r) => r.reasonCode)).filter((code) => chosen.has(code));
  const ready = codes.length > 0 && !sending;

  const toggle = (code: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const unique = [...new Set(codes)];
    if (!post) {
      onDone(unique);
      return;
    }
    setSending(true);
    try {
      await refuseTask(taskId, unique);
      onDone(unique);
    } catch (error) {
      const text = failureText(error);
      if (text) toast.error(text);
      setSending(false);
    }
  };

  return (
    <Dialog
      visible
      header={REFUSAL_TITLE}
      onHide={() => {
        if (!sending) onHide();
      }}
      style={{ width: '650px' }}
      breakpoints={{ '700px': '95vw' }}
      modal
      footer={
        <>
          <Button type="button" label={REFUSAL_CANCEL} text onClick={onHide} disabled={sending} />
          <Button
            type="submit"
            form={`${ID}-form`}
            label={confirmLabel}
            icon="pi pi-times"
            severity="danger"
            disabled={!ready}
            loading={sending}
          />
        </>
      }
    >
      <form id={`${ID}-form`} className="refusal-dialog" onSubmit={(event) => void submit(event)} noValidate>
        {reasons.isPending ? (
          <Loading label="Загрузка причин отказа" />
        ) : reasons.isError ? (
          <LoadFailed error={reasons.error} fallback={REFUSAL_REASONS_FAILED} onRetry={() => void reasons.refetch()} />
        ) : (
          <ReasonGroups groups={groups} chosen={chosen} disabled={sending} onToggle={toggle} />
        )}
      </form>
    </Dialog>
  );
}
