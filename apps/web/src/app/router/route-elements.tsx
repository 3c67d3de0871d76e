import type { ReactNode } from 'react';
import { ChangePasswordPage, LoginPage } from '@/features/auth';
import { DealListPage } from '@/features/deal-list';
import { DealPage, TaskPage } from '@/features/deal-workspace';
import { CalculatorPage, ShortFormPage } from '@/features/fast-decision';
import { NotificationsPage } from '@/features/notifications';
import { PledgeTaskPage, PledgeViewPage } from '@/features/pledge-workspace';
import {
  AssignmentAgreementsPage,
  MyPledgeTaskListPage,
  NewPledgeTaskListPage,
  PledgeHistoryPage,
} from '@/features/pledge-lists';
import { ReportsPage } from '@/features/reports';
import { SecurityReportPage } from '@/features/security-report';
import { MyTaskListPage, NewTaskListPage, UnderwriterTaskListPage } from '@/features/task-lists';
import { UnderwriterDocumentsPage } from '@/features/underwriter-documents';
import { UsersPage } from '@/features/users';
import type { RouteName } from '@/shared/routing/route-table';
import { HomePage } from '@/app/pages/home-page';
import { NotFoundPage } from '@/app/pages/not-found-page';

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
  'create-short-request': <CalculatorPage />,
  'credit-calculator-lite': <CalculatorPage withoutDealCreate />,
  'underwriter-new-task-list': <UnderwriterTaskListPage />,
  'underwriter-documents': <UnderwriterDocumentsPage />,
  notification: <NotificationsPage />,
  pledge: <PledgeTaskPage />,
  'pledge-view': <PledgeViewPage />,
  'pledge-list-new': <NewPledgeTaskListPage />,
  'pledge-list-my': <MyPledgeTaskListPage />,
  'pledge-list-history': <PledgeHistoryPage />,
  'assignment-agreements': <AssignmentAgreementsPage />,
  'security-report': <SecurityReportPage />,
};
