import { lazyPage } from '@/shared/ui/lazy-page';

export const DealListPage = lazyPage(() => import('./components/deal-list-page'), 'DealListPage');
