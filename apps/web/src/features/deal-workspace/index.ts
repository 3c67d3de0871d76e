import { lazyPage } from '@/shared/ui/lazy-page';

/** The page of a claimed task of any role (002 §2); the route's name tells its role. */
export const TaskPage = lazyPage(() => import('./components/task-page'), 'TaskPage');
