import { lazyPage } from '@/shared/ui/lazy-page';

/** The pledge task `/pledge/{id}` (002 §2 'Pledge task'). */
export const PledgeTaskPage = lazyPage(() => import('./components/pledge-task-page'), 'PledgeTaskPage');

/** The pledge view `/pledge-view/{id}` (002 §2 'Pledge view'). */
export const PledgeViewPage = lazyPage(() => import('./components/pledge-view-page'), 'PledgeViewPage');
