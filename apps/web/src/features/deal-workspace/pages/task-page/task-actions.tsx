import { Button } from 'primereact/button';
import { FormButtons, type SaveOutcome, type ServerForm } from '@/shared/form-engine';
import { SaveButton } from '@/features/deal-workspace/ui/save-button';
import { EDIT } from '@/features/deal-workspace/ui/texts';

/** The props of TaskActions. */
export interface TaskActionsProps {
  form: ServerForm<unknown>;
  /** Something is in flight: every button waits. */
  busy: boolean;
  /** 'Редактировать' is offered (the role's read-only form, not yet in edit). */
  canRequestEdit: boolean;
  /** The client step's tabs carry their own save: no page-wide one. */
  perTabEdit: boolean;
  /** The step's data are saved where they are ('Сохранить'), and whether they may be saved now. */
  memberStep: boolean;
  canSaveMembers: boolean;
  saveEdit: () => void;
  saveMembers: () => void;
  afterSave: (outcome: SaveOutcome) => void;
}

/**
 * The task's toolbar under the step (002 §2), kept on screen under a long form: 'Редактировать' and the edit's save,
 * the members' 'Сохранить', else the server's buttons or 'Далее'.
 */
export function TaskActions(props: TaskActionsProps) {
  const { form, busy, canRequestEdit, perTabEdit, memberStep, canSaveMembers, saveEdit, saveMembers, afterSave } =
    props;
  const shown = form.form;
  const hasServerButtons = Object.keys(shown?.buttons ?? {}).length > 0;
  return (
    <div className="task-page__actions" role="toolbar" aria-label="Действия с задачей">
      {canRequestEdit ? (
        <Button
          type="button"
          label={EDIT}
          icon="pi pi-pencil"
          outlined
          loading={form.busy === 'edit'}
          disabled={busy}
          onClick={() => void form.edit()}
        />
      ) : null}
      {form.editing && !perTabEdit ? (
        <SaveButton kind="save" saving={form.busy === 'save'} disabled={busy} onClick={saveEdit} />
      ) : null}
      {memberStep ? (
        canSaveMembers ? (
          <SaveButton kind="save" saving={form.busy === 'save'} disabled={busy} onClick={saveMembers} />
        ) : null
      ) : hasServerButtons ? (
        <FormButtons
          buttons={shown?.buttons}
          busy={form.busy}
          disabled={busy}
          onPress={(name) => void form.press(name).then(afterSave)}
        />
      ) : (
        <SaveButton
          kind="next"
          saving={form.busy === 'save'}
          disabled={busy}
          onClick={() => void form.save().then(afterSave)}
        />
      )}
      {form.busy === 'reload' ? <span className="task-page__busy">Пересчет формы…</span> : null}
    </div>
  );
}
