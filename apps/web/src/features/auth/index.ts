import { lazyPage } from '@/shared/ui/lazy-page';

export const LoginPage = lazyPage(() => import('./components/login-page'), 'LoginPage');
export const ChangePasswordPage = lazyPage(() => import('./components/change-password-page'), 'ChangePasswordPage');
export { useSessionActions } from './hooks/use-session-actions';
