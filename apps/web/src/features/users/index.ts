import { lazyPage } from '@/shared/ui/lazy-page';

export const UsersPage = lazyPage(() => import('./components/users-page'), 'UsersPage');
