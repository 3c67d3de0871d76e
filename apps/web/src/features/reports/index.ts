import { lazyPage } from '@/shared/ui/lazy-page';

export const ReportsPage = lazyPage(() => import('./components/reports-page'), 'ReportsPage');
