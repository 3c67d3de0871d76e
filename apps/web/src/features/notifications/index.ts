import { lazyPage } from '@/shared/ui/lazy-page';

export { useNotificationEvents } from './hooks/use-notification-events';
export const NotificationsPage = lazyPage(() => import('./components/notifications-page'), 'NotificationsPage');
