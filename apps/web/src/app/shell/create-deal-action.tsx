import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useNavigate } from 'react-router-dom';
import { failureText } from '@/shared/api/failure-text';
import type { MenuEntry } from '@/shared/policies/menu';
import { createDealAndClaim } from '@/shared/tasks/claim-and-open';
import { toast } from '@/shared/ui/toast';

/**
 * 'Создать заявку' / 'Быстрое решение' (000 §2.11): after Да, the deal is created, its first task claimed and its
 * page opened (the short form for a fast decision). The button waits meanwhile: a second click creates nothing.
 */
export function CreateDealAction({ entry }: { entry: Extract<MenuEntry, { kind: 'action' }> }) {
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: () => createDealAndClaim(entry.id === 'fast-decision' ? 'fast-decision' : 'deal'),
    onSuccess: (to) => navigate(to),
    onError: (error) => {
      const text = failureText(error);
      if (text) toast.error(text);
    },
  });
  const ask = () =>
    confirmDialog({
      message: entry.confirm,
      header: 'Подтверждение',
      icon: 'pi pi-question-circle',
      acceptLabel: 'Да',
      rejectLabel: 'Нет',
      defaultFocus: 'accept',
      accept: () => create.mutate(),
    });

  return (
    <Button
      type="button"
      label={entry.label}
      icon={entry.icon}
      className="side-menu__action"
      size="small"
      loading={create.isPending}
      disabled={create.isPending}
      onClick={ask}
      data-testid={`menu-${entry.id}`}
    />
  );
}
