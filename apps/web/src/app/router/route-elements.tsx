import type { ReactNode } from 'react';
import { ChangePasswordPage, LoginPage } from '@/features/auth';
import { DealListPage } from '@/features/deal-list';
import { DealPage, TaskPage } from '@/features/deal-workspace';
import { ShortFormPage } from '@/features/fast-decision';
import { NotificationsPage } from '@/features/notifications';
import { ReportsPage } from '@/features/reports';
import { SecurityReportPage } from '@/features/security-report';
import { MyTaskListPage, NewTaskListPage, UnderwriterTaskListPage } from '@/features/task-lists';
import { UnderwriterDocumentsPage } from '@/features/underwriter-documents';
import { UsersPage } from '@/features/users';
import { routeByName, type RouteName } from '@/shared/routing/route-table';
import { UnderConstruction } from '@/shared/ui/under-construction';
import { HomePage } from '@/app/pages/home-page';
import { NotFoundPage } from '@/app/pages/not-found-page';

/** A page a later issue builds: its title and 'Раздел в разработке'. */
const later = (name: RouteName) => <UnderConstruction title={routeByName(name).title} />;

/** The page of every route; the compiler insists on one per route name. */
export const routeElements: Record<RouteName, ReactNode> = {
  'not-found': <NotFoundPage />,
  home: <HomePage />,
  login: <LoginPage />,
  changePassword: <ChangePasswordPage />,
  users: <UsersPage />,
  'task-list-new': <NewTaskListPage />,
  'task-list-my': <MyTaskListPage />,
  'task-goz': <TaskPage route="task-goz" />,
  'task-goz-checker': <TaskPage route="task-goz-checker" />,
  'task-underwriter': <TaskPage route="task-underwriter" />,
  'task-credit-inspector': <TaskPage route="task-credit-inspector" />,
  'tacheck-ci': <TaskPage route="tacheck-ci" />,
  'task-release-manager': <TaskPage route="task-release-manager" />,
  'deal-list': <DealListPage />,
  'deal-list-history': <DealListPage history />,
  'deal-view': <DealPage />,
  reports: <ReportsPage />,
  'short-request-person': <ShortFormPage />,
  'create-short-request': later('create-short-request'),
  'credit-calculator-lite': later('credit-calculator-lite'),
  'underwriter-new-task-list': <UnderwriterTaskListPage />,
  'underwriter-documents': <UnderwriterDocumentsPage />,
  notification: <NotificationsPage />,
  'security-report': <SecurityReportPage />,
  'pledge-list-new': later('pledge-list-new'),
  'pledge-list-history': later('pledge-list-history'),
  pledge: later('pledge'),
  'pledge-view': later('pledge-view'),
};
