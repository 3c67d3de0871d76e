import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import type { MenuEntry } from '../../shared/policies/menu';
import { UNDER_CONSTRUCTION } from '../../shared/ui/under-construction';
import { toast } from '../../shared/ui/toast';

/** 'Создать заявку' / 'Быстрое решение': confirmation first (Да/Нет); creation comes in a later issue. */
export function CreateDealAction({ entry }: { entry: Extract<MenuEntry, { kind: 'action' }> }) {
  const ask = () =>
    confirmDialog({
      message: entry.confirm,
      header: 'Подтверждение',
      icon: 'pi pi-question-circle',
      acceptLabel: 'Да',
      rejectLabel: 'Нет',
      defaultFocus: 'accept',
      accept: () => toast.info(UNDER_CONSTRUCTION),
    });

  return (
    <Button
      type="button"
      label={entry.label}
      icon={entry.icon}
      className="side-menu__action"
      size="small"
      onClick={ask}
      data-testid={`menu-${entry.id}`}
    />
  );
}
