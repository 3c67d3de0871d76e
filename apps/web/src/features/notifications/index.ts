export { useNotificationHandler } from './hooks/use-notification-handler';
export { NotificationsPage } from './components/notifications-page';
