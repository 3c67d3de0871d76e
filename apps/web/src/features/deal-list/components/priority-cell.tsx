import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import type { DealListItem, GozPriority } from '@autocredit/generated/api';
import { useSetPriority } from '@/features/deal-list/api/deal-list-api';

/** The priority select with its 'Сохранить' (change-goz-priority). */
export function PriorityCell({ deal, priorities }: { deal: DealListItem; priorities: GozPriority[] }) {
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
      />
      <Button
        type="button"
        label="Сохранить"
        size="small"
        disabled={!changed}
        loading={save.isPending}
        onClick={() => value !== null && save.mutate({ dealId: deal.id, priority: value })}
      />
    </div>
  );
}
