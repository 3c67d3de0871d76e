export { LoginPage } from './components/login-page';
export { ChangePasswordPage } from './components/change-password-page';
export { useSessionActions } from './hooks/use-session-actions';
