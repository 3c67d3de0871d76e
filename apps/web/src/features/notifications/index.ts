export { useNotificationHandler } from './hooks/use-notification-handler';
