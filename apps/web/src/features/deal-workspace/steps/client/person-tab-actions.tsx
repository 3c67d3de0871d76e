import type { FormField } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { hasReadonlyFields, type ServerForm } from '@/shared/form-engine';
import { EDIT } from '@/features/deal-workspace/ui/texts';
import { SaveButton } from '@/features/deal-workspace/ui/save-button';

/**
 * The save or edit of one person's tab of the client step (001 §2.2): 'Редактировать' while the tab is read-only
 * (the form comes back editable), 'Сохранить' once it can be edited (the step is saved where it is).
 */
export function PersonTabActions({
  form,
  title,
  fields,
  onSave,
}: {
  form: ServerForm<unknown>;
  /** The tab's title (Заемщик, Супруг(а)...): the toolbar is named for it. */
  title: string;
  /** The tab's fields. */
  fields: Record<string, FormField>;
  onSave(): void;
}) {
  const busy = form.busy !== null;
  const editable = form.editing || !hasReadonlyFields(fields);
  return (
    <div className="person-tab-actions" role="toolbar" aria-label={`Действия: ${title}`}>
      {editable ? (
        <SaveButton kind="save" saving={form.busy === 'save'} disabled={busy} onClick={onSave} />
      ) : (
        <Button
          type="button"
          label={EDIT}
          icon="pi pi-pencil"
          outlined
          size="small"
          loading={form.busy === 'edit'}
          disabled={busy}
          onClick={() => void form.edit()}
        />
      )}
    </div>
  );
}
