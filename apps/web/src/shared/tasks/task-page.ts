import { href } from '@/shared/routing/paths';
import { CI_CHECKER_SECRET, routeByName, type RouteName } from '@/shared/routing/route-table';

/** What the task page of a task depends on: its id, its deal, the role of its page and its process. */
export interface TaskRef {
  id: number;
  dealId: number;
  currentRole?: string | null;
  processName?: string | null;
}

/** The task page of each `currentRole` (002 §2: `task-{currentRole}`; the inspector's checker is ta{secret}). */
const PAGE_OF_ROLE: Readonly<Record<string, RouteName>> = {
  goz: 'task-goz',
  'goz-checker': 'task-goz-checker',
  underwriter: 'task-underwriter',
  'credit-inspector': 'task-credit-inspector',
  'credit-inspector-checker': `ta${CI_CHECKER_SECRET}`,
  'release-manager': 'task-release-manager',
  pledge: 'pledge',
};

/**
 * The page a task opens on: fast-decision tasks open the short form of their deal (000 §2.11), the others the task
 * page of their role with the task id (`justClaimed=true` right after a claim, on a page that reads it: the underwriter's);
 * a role without a page opens the deal.
 */
export function taskPageHref(task: TaskRef, { justClaimed = false } = {}): string {
  if (task.processName === 'fast_decision') return href('short-request-person', { id: task.dealId });
  const route = task.currentRole ? PAGE_OF_ROLE[task.currentRole] : undefined;
  if (!route) return href('deal-view', { id: task.dealId });
  const readsClaim = justClaimed && routeByName(route).query?.includes('justClaimed');
  return href(route, { id: task.id }, readsClaim ? { justClaimed: 'true' } : {});
}
