import { Button } from 'primereact/button';
import { NEXT } from '@/shared/form-engine';
import { SAVE } from './texts';

/**
 * A task page's own save: 'Далее' (saves the step and goes on) or 'Сохранить' (saves it where it is), spinning while
 * the form saves.
 */
export function SaveButton({
  kind,
  saving,
  disabled,
  onClick,
}: {
  kind: 'next' | 'save';
  saving: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const next = kind === 'next';
  return (
    <Button
      type="button"
      label={next ? NEXT : SAVE}
      icon={next ? 'pi pi-arrow-right' : 'pi pi-save'}
      iconPos={next ? 'right' : 'left'}
      loading={saving}
      disabled={disabled}
      onClick={onClick}
    />
  );
}
