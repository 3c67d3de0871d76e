import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import type { DealListItem } from '@autocredit/generated/api';
import { usePriorities, useSetPriority } from '@/features/deal-list/api/deal-list-api';

/**
 * The priority select with its 'Сохранить' (change-goz-priority): a small check button, enabled once changed. It reads
 * the priorities itself: the table does not draw a row's cells again for anything but the row.
 */
export function PriorityCell({ deal }: { deal: DealListItem }) {
  const priorities = usePriorities(true).data ?? [];
  const [value, setValue] = useState<number | null>(deal.gozPriority ?? null);
  const save = useSetPriority();
  const changed = value !== null && value !== (deal.gozPriority ?? null);
  return (
    <div className="priority-cell" data-testid={`priority-${deal.id}`}>
      <Dropdown
        options={priorities}
        optionLabel="label"
        optionValue="value"
        value={value}
        placeholder="Приоритет"
        onChange={(e) => setValue(e.value as number)}
        aria-label="Приоритет"
        className="priority-cell__select"
      />
      <Button
        type="button"
        icon="pi pi-check"
        size="small"
        aria-label="Сохранить"
        title="Сохранить"
        disabled={!changed}
        loading={save.isPending}
        onClick={() => value !== null && save.mutate({ dealId: deal.id, priority: value })}
      />
    </div>
  );
}
