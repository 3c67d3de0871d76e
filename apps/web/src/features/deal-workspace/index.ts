import { lazyPage } from '@/shared/ui/lazy-page';

/** The page of a claimed task of any role (002 §2); the route's name picks its role (pages/task-page/roles). */
export const TaskPage = lazyPage(() => import('./pages/task-page/task-page'), 'TaskPage');

/** The deal page `/deal/{id}` (001 §2). */
export const DealPage = lazyPage(() => import('./pages/deal-page/deal-page'), 'DealPage');
