import type { RouteName } from '@/shared/routing/route-table';
import { isAllowed, isCalculatorOnly, isOperator, isWorker, type Subject } from './access';
import { policies } from './policies';

export type MenuActionId = 'create-deal' | 'fast-decision';

export type MenuEntry =
  | { kind: 'action'; id: MenuActionId; label: string; icon: string; confirm: string }
  | { kind: 'link'; id: string; label: string; icon: string; route: RouteName; counters?: true };

interface MenuRow {
  entry: (user: Subject) => MenuEntry | null;
}

const link = (
  id: string,
  label: string,
  icon: string,
  route: RouteName,
  when: (user: Subject) => boolean,
  counters?: true,
): MenuRow => ({
  entry: (user) => (when(user) ? { kind: 'link', id, label, icon, route, ...(counters ? { counters } : {}) } : null),
});

const action = (id: MenuActionId, label: string, icon: string, confirm: string): MenuRow => ({
  entry: (user) => (isAllowed(user, policies.createDeal) ? { kind: 'action', id, label, icon, confirm } : null),
});

/** The side menu (000 §2.3), top to bottom. Rules come from the policies table. */
const MENU: readonly MenuRow[] = [
  action('create-deal', 'Создать заявку', 'pi pi-plus', 'Вы действительно хотите создать новую сделку?'),
  action('fast-decision', 'Быстрое решение', 'pi pi-bolt', 'Вы действительно хотите создать быструю заявку?'),
  link('deal-list', 'Заявки', 'pi pi-list', 'deal-list', (u) => isAllowed(u, policies.dealList)),
  link(
    'underwriter-new-tasks',
    'Новые задачи',
    'pi pi-inbox',
    'underwriter-new-task-list',
    (u) => isAllowed(u, policies.underwriterNewTaskList),
    true,
  ),
  link('new-tasks', 'Новые задачи', 'pi pi-inbox', 'task-list-new', (u) => isAllowed(u, policies.newTaskList)),
  link('my-tasks', 'Мои задачи (в работе)', 'pi pi-briefcase', 'task-list-my', (u) =>
    isAllowed(u, policies.myTaskList),
  ),
  link('documents', 'Документы', 'pi pi-file', 'underwriter-documents', (u) =>
    isAllowed(u, policies.underwriterDocuments),
  ),
  // 000 §2.3 'My completed tasks' (non-operator workers): the deal history, the finished deals; named for what it
  // lists (README, Decisions).
  link('deal-history', 'Завершенные заявки', 'pi pi-check-square', 'deal-list-history', (u) => {
    return isWorker(u) && !isOperator(u);
  }),
  link('reports', 'Отчеты', 'pi pi-chart-bar', 'reports', (u) => isAllowed(u, policies.reports)),
  {
    entry: (u) => {
      const route: RouteName | null = isOperator(u)
        ? 'create-short-request'
        : isCalculatorOnly(u)
          ? 'credit-calculator-lite'
          : null;
      return route ? { kind: 'link', id: 'calculator', label: 'Калькулятор', icon: 'pi pi-calculator', route } : null;
    },
  },
  link('pledges', 'Новые задачи (залоги)', 'pi pi-car', 'pledge-list-new', (u) => isAllowed(u, policies.pledges)),
  link('pledges-my', 'Мои задача (залоги)', 'pi pi-briefcase', 'pledge-list-my', (u) => isAllowed(u, policies.pledges)),
  link('pledges-history', 'Все залоги', 'pi pi-history', 'pledge-list-history', (u) => isAllowed(u, policies.pledges)),
  link('assignment-agreements', 'Соглашения переуступки', 'pi pi-file-export', 'assignment-agreements', (u) =>
    isAllowed(u, policies.pledges),
  ),
  link('security-report', 'Отчет СБ', 'pi pi-shield', 'security-report', (u) => isAllowed(u, policies.securityReport)),
  link('users', 'Пользователи', 'pi pi-users', 'users', (u) => isAllowed(u, policies.users)),
];

/** The side-menu entries the user may see. */
export function menuFor(user: Subject): MenuEntry[] {
  return MENU.map((row) => row.entry(user)).filter((entry): entry is MenuEntry => entry !== null);
}
