import type { Pledge, PledgeProcessName } from '@autocredit/generated/api';

/** What an item of the history row menu does. */
export type PledgeRowAction =
  | { kind: 'link'; label: string; icon: string; url: string }
  | { kind: 'restart'; label: string; icon: string; process: PledgeProcessName }
  | { kind: 'download'; label: string; icon: string }
  | { kind: 'assign'; label: string; icon: string }
  | { kind: 'take-off'; label: string; icon: string };

/** Take-off ('Снять с обременения') and a new assignment are offered for a registered pledge. */
export const REGISTERED = 'reg_success';
/** An assignment process can be created for a registered pledge or one queued for assignment. */
export const ASSIGNABLE: readonly string[] = [REGISTERED, 'assignment_new'];
/** The assignment result can be downloaded for an assigned pledge. */
export const ASSIGNED = 'assignment_success';

const PROCESS_NAMES: Record<PledgeProcessName, string> = {
  pledge: 'регистрации',
  pledge_take_off: 'снятия',
};

function processActions(pledge: Pledge, process: PledgeProcessName): PledgeRowAction[] {
  const links = pledge.processes[process];
  if (!links) return [];
  const name = PROCESS_NAMES[process];
  const actions: PledgeRowAction[] = [];
  if (links.cockpitUrl)
    actions.push({
      kind: 'link',
      label: `Процесс ${name} в мониторе процессов`,
      icon: 'pi pi-sitemap',
      url: links.cockpitUrl,
    });
  if (links.excamadUrl)
    actions.push({
      kind: 'link',
      label: `Процесс ${name} во внешнем просмотрщике`,
      icon: 'pi pi-external-link',
      url: links.excamadUrl,
    });
  if (links.processRestart)
    actions.push({ kind: 'restart', label: `Перезапустить процесс ${name}`, icon: 'pi pi-refresh', process });
  return actions;
}

/**
 * The history row menu of a pledge by its state (002 §2 'Pledge lists'): the registration and the take-off process
 * in the process monitor or the external viewer and their restarts (when the process allows it), the assignment
 * result (assignment_success), a new assignment (reg_success, assignment_new) and 'Снять с обременения'
 * (reg_success). Pledge viewers act on nothing: they get no menu.
 */
export function pledgeRowActions(pledge: Pledge, canAct: boolean): PledgeRowAction[] {
  if (!canAct) return [];
  const actions = [...processActions(pledge, 'pledge'), ...processActions(pledge, 'pledge_take_off')];
  if (pledge.status === ASSIGNED)
    actions.push({ kind: 'download', label: 'Скачать результат переуступки', icon: 'pi pi-download' });
  if (ASSIGNABLE.includes(pledge.status))
    actions.push({ kind: 'assign', label: 'Создать процесс переуступки', icon: 'pi pi-arrow-right-arrow-left' });
  if (pledge.status === REGISTERED)
    actions.push({ kind: 'take-off', label: 'Снять с обременения', icon: 'pi pi-unlock' });
  return actions;
}
