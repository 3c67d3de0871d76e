import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import type { Pledge } from '@autocredit/generated/api';
import {
  useCreateAssignment,
  useDownloadAssignmentResult,
  useRestartProcess,
  useTakeOff,
} from '@/features/pledge-lists/api/pledge-lists-api';
import { pledgeRowActions, type PledgeRowAction } from '@/features/pledge-lists/lib/row-menu';

/** The history row menu of a pledge editor: the actions its state allows (see `pledgeRowActions`). */
export function PledgeRowMenu({ pledge }: { pledge: Pledge }) {
  const menu = useRef<Menu>(null);
  const restart = useRestartProcess();
  const download = useDownloadAssignmentResult();
  const assign = useCreateAssignment();
  const takeOff = useTakeOff();
  const actions = pledgeRowActions(pledge, true);
  if (actions.length === 0) return null;

  const run = (action: PledgeRowAction) => {
    if (action.kind === 'link') window.open(action.url, '_blank', 'noopener');
    else if (action.kind === 'restart') restart.mutate({ pledge, process: action.process });
    else if (action.kind === 'download') download.mutate(pledge);
    else if (action.kind === 'assign') assign.mutate(pledge);
    else takeOff.mutate(pledge);
  };
  const items: MenuItem[] = actions.map((action) => ({
    label: action.label,
    icon: action.icon,
    command: () => run(action),
  }));
  const busy = restart.isPending || download.isPending || assign.isPending || takeOff.isPending;
  const menuId = `pledge-menu-${pledge.id}`;
  return (
    <>
      <Menu model={items} popup ref={menu} id={menuId} className="pledge-row-menu" />
      <Button
        type="button"
        icon="pi pi-ellipsis-v"
        size="small"
        text
        rounded
        aria-label="Действия"
        aria-haspopup
        aria-controls={menuId}
        loading={busy}
        onClick={(event) => menu.current?.toggle(event)}
        data-testid="pledge-row-menu"
      />
    </>
  );
}
