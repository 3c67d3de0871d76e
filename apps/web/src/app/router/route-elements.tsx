import type { ReactNode } from 'react';
import { ChangePasswordPage, LoginPage } from '../../features/auth';
import { routeByName, type RouteName } from '../../shared/routing/route-table';
import { UnderConstruction } from '../../shared/ui/under-construction';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';

/** A page a later issue builds: its title and 'Раздел в разработке'. */
const later = (name: RouteName) => <UnderConstruction title={routeByName(name).title} />;

/** The page of every route; the compiler insists on one per route name. */
export const routeElements: Record<RouteName, ReactNode> = {
  'not-found': <NotFoundPage />,
  home: <HomePage />,
  login: <LoginPage />,
  changePassword: <ChangePasswordPage />,
  users: later('users'),
  'task-list-new': later('task-list-new'),
  'task-list-my': later('task-list-my'),
  'task-goz': later('task-goz'),
  'task-goz-checker': later('task-goz-checker'),
  'task-underwriter': later('task-underwriter'),
  'task-credit-inspector': later('task-credit-inspector'),
  'tacheck-ci': later('tacheck-ci'),
  'task-release-manager': later('task-release-manager'),
  'deal-list': later('deal-list'),
  'deal-list-history': later('deal-list-history'),
  'deal-view': later('deal-view'),
  reports: later('reports'),
  'short-request-person': later('short-request-person'),
  'create-short-request': later('create-short-request'),
  'credit-calculator-lite': later('credit-calculator-lite'),
  'underwriter-new-task-list': later('underwriter-new-task-list'),
  'underwriter-documents': later('underwriter-documents'),
  notification: later('notification'),
  'security-report': later('security-report'),
  'pledge-list-new': later('pledge-list-new'),
  'pledge-list-history': later('pledge-list-history'),
  pledge: later('pledge'),
  'pledge-view': later('pledge-view'),
};
