import type { AccessRule } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';

/**
 * 'public': anyone (not-found); 'guest': only when logged out (login); 'user': login required,
 * then the access rule (any listed role or privilege, or none listed).
 */
export type RouteAuth = 'public' | 'guest' | 'user';

export interface RouteDef {
  name: string;
  path: string;
  /** Russian page title */
  title: string;
  auth: RouteAuth;
  access: AccessRule;
  /** Query keys the page reads (informative). */
  query?: readonly string[];
  /** Path params that must be numbers, else not-found. */
  numericParams?: readonly string[];
  /** Also serves every unknown path. */
  catchAll?: boolean;
}

/** The secret segment of the credit-inspector checker route /ta{secret}/:id (000 §2.1). */
export const CI_CHECKER_SECRET = 'check-ci';

/** Every route of the app (000 §2.1, 002 §2), declared once: name, path, access rule. */
export const routeTable = [
  {
    name: 'not-found',
    path: '/not-found',
    title: 'Страница не найдена',
    auth: 'public',
    access: {},
    catchAll: true,
  },
  { name: 'home', path: '/', title: 'Домашняя страница', auth: 'user', access: policies.anyUser },
  { name: 'login', path: '/login', title: 'Вход в систему', auth: 'guest', access: {} },
  { name: 'changePassword', path: '/change-password', title: 'Смена пароля', auth: 'user', access: policies.anyUser },
  { name: 'users', path: '/users', title: 'Пользователи', auth: 'user', access: policies.users },
  { name: 'task-list-new', path: '/task-new', title: 'Новые задачи', auth: 'user', access: policies.newTaskList },
  {
    name: 'task-list-my',
    path: '/task-my',
    title: 'Мои задачи (в работе)',
    auth: 'user',
    access: policies.myTaskList,
  },
  {
    name: 'task-goz',
    path: '/task-goz/:id',
    title: 'Задача ГОЗ',
    auth: 'user',
    access: policies.gozTask,
    query: ['step', 'variant'],
  },
  {
    name: 'task-goz-checker',
    path: '/task-goz-checker/:id',
    title: 'Задача чекера ГОЗ',
    auth: 'user',
    access: policies.anyUser,
    query: ['step', 'variant'],
  },
  {
    name: 'task-underwriter',
    path: '/task-underwriter/:id',
    title: 'Задача андеррайтера',
    auth: 'user',
    access: policies.underwriterTask,
    query: ['step', 'variant', 'justClaimed'],
  },
  {
    name: 'task-credit-inspector',
    path: '/task-credit-inspector/:id',
    title: 'Задача кредитного инспектора',
    auth: 'user',
    access: policies.anyUser,
    query: ['step', 'variant'],
  },
  {
    name: `ta${CI_CHECKER_SECRET}`,
    path: `/ta${CI_CHECKER_SECRET}/:id`,
    title: 'Задача чекера кредитного инспектора',
    auth: 'user',
    access: policies.anyUser,
    query: ['step', 'variant'],
  },
  {
    name: 'task-release-manager',
    path: '/task-release-manager/:id',
    title: 'Задача менеджера по выдаче',
    auth: 'user',
    access: policies.anyUser,
    query: ['step'],
  },
  { name: 'deal-list', path: '/deal', title: 'Заявки', auth: 'user', access: policies.dealList },
  {
    name: 'deal-list-history',
    path: '/deal-history',
    title: 'Завершенные заявки',
    auth: 'user',
    access: policies.dealList,
  },
  {
    name: 'deal-view',
    path: '/deal/:id',
    title: 'Заявка',
    auth: 'user',
    access: policies.dealView,
    query: ['step', 'variant'],
    numericParams: ['id'],
  },
  {
    name: 'reports',
    path: '/reports',
    title: 'Отчеты',
    auth: 'user',
    access: policies.reports,
    query: ['page', 'per_page'],
  },
  {
    name: 'short-request-person',
    path: '/short-request-person/:id',
    title: 'Быстрое решение',
    auth: 'user',
    access: policies.anyUser,
  },
  {
    name: 'create-short-request',
    path: '/create-short-request',
    title: 'Кредитный калькулятор',
    auth: 'user',
    // the calculator that creates a deal: operators only (000 §2.3, §6); the others have credit-calculator-lite
    access: policies.createDeal,
  },
  {
    name: 'credit-calculator-lite',
    path: '/credit-calculator-lite',
    title: 'Кредитный калькулятор',
    auth: 'user',
    access: policies.anyUser,
  },
  {
    name: 'underwriter-new-task-list',
    path: '/underwriter-new-task-list',
    title: 'Новые задачи',
    auth: 'user',
    access: policies.underwriterNewTaskList,
  },
  {
    name: 'underwriter-documents',
    path: '/underwriter-documents',
    title: 'Документы',
    auth: 'user',
    access: policies.underwriterDocuments,
  },
  {
    name: 'notification',
    path: '/notification',
    title: 'Уведомления',
    auth: 'user',
    access: policies.anyUser,
    query: ['page'],
  },
  {
    name: 'security-report',
    path: '/security-report',
    title: 'Отчет СБ',
    auth: 'user',
    access: policies.securityReport,
    query: ['page', 'per_page'],
  },
  {
    name: 'pledge-list-new',
    path: '/pledge-list-new',
    title: 'Новые задачи (залоги)',
    auth: 'user',
    access: policies.pledges,
  },
  {
    name: 'pledge-list-my',
    path: '/pledge-list-my',
    title: 'Мои задача (залоги)',
    auth: 'user',
    access: policies.pledges,
  },
  {
    name: 'pledge-list-history',
    path: '/pledge-list-history',
    title: 'Все залоги',
    auth: 'user',
    access: policies.pledges,
  },
  {
    name: 'pledge',
    path: '/pledge/:id',
    title: 'Задача по залогу',
    auth: 'user',
    access: policies.pledges,
    query: ['step'],
  },
  {
    name: 'pledge-view',
    path: '/pledge-view/:id',
    title: 'Просмотр залога',
    auth: 'user',
    access: policies.pledges,
    query: ['step'],
  },
  {
    name: 'assignment-agreements',
    path: '/assignment-agreements',
    title: 'Соглашения переуступки',
    auth: 'user',
    access: policies.pledges,
    query: ['page', 'per_page', 'contractNumber', 'dateStart', 'dateEnd', 'status'],
  },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routeTable)[number]['name'];

const byName = new Map<string, RouteDef>(routeTable.map((route) => [route.name, route]));

export function routeByName(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}
