import { lazyPage } from '@/shared/ui/lazy-page';

export { useNotificationEvents } from './hooks/use-notification-events';
export const NotificationsPage = lazyPage(() => import('./components/notifications-page'), 'NotificationsPage');
/** The panel of the header's bell, in its own chunk: the sign-in page does not load it. */
export const NotificationPanel = lazyPage(() => import('./components/notification-panel'), 'NotificationPanel');
