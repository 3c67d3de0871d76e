import { describe, expect, it } from 'vitest';
import type { Privilege, Role } from '@autocredit/generated/api';
import { routeByName, type RouteName } from '@/shared/routing/route-table';
import { decideGuard, type GuardSession, type NavigationSource } from './guard-decision';

const user = (roles: Role[], allPrivileges: Privilege[] = []) => ({ roles, allPrivileges });
const loggedIn = (subject = user(['ROLE_UNDERWRITER'])): GuardSession => ({
  loggedIn: true,
  passwordExpired: false,
  user: subject,
  returnTo: null,
});
const loggedOut: GuardSession = { loggedIn: false, passwordExpired: false, user: undefined, returnTo: null };

const decide = (name: RouteName, path: string, session: GuardSession, source: NavigationSource = 'app') =>
  decideGuard(routeByName(name), path, session, source);

describe('decideGuard', () => {
  it('lets anyone see not-found', () => {
    expect(decide('not-found', '/nowhere', loggedOut)).toEqual({ kind: 'allow' });
  });

  it('sends the unauthenticated to login, remembering the path', () => {
    expect(decide('task-list-my', '/task-my?page=2', loggedOut)).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/task-my?page=2',
    });
    expect(decide('home', '/', loggedOut)).toEqual({ kind: 'redirect', to: '/login', remember: '/' });
  });

  it('does not remember change-password', () => {
    expect(decide('changePassword', '/change-password', loggedOut)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('shows login to the logged out and sends the logged in home or to the remembered path', () => {
    expect(decide('login', '/login', loggedOut)).toEqual({ kind: 'allow' });
    expect(decide('login', '/login', loggedIn())).toEqual({ kind: 'redirect', to: '/', takeReturnTo: true });
    expect(decide('login', '/login', { ...loggedIn(), returnTo: '/deal/5' })).toEqual({
      kind: 'redirect',
      to: '/deal/5',
      takeReturnTo: true,
    });
  });

  it('keeps the login page while the user loads after sign-in', () => {
    expect(decide('login', '/login', { ...loggedIn(), user: undefined })).toEqual({ kind: 'allow' });
  });

  it('sends calculator-only users to the calculator after login', () => {
    const session = { ...loggedIn(user(['ROLE_CREDIT_CALCULATOR'])), returnTo: '/deal' };
    expect(decide('login', '/login', session)).toEqual({
      kind: 'redirect',
      to: '/credit-calculator-lite',
      takeReturnTo: true,
    });
  });

  it('forces change-password while the password is expired', () => {
    const expired: GuardSession = { loggedIn: true, passwordExpired: true, user: undefined, returnTo: null };
    expect(decide('home', '/', expired)).toEqual({ kind: 'redirect', to: '/change-password' });
    expect(decide('deal-list', '/deal', expired)).toEqual({ kind: 'redirect', to: '/change-password' });
    expect(decide('login', '/login', expired)).toEqual({ kind: 'redirect', to: '/change-password' });
    expect(decide('changePassword', '/change-password', expired)).toEqual({ kind: 'allow' });
  });

  it('waits for the user before checking access', () => {
    expect(decide('users', '/users', { ...loggedIn(), user: undefined })).toEqual({ kind: 'wait' });
  });

  it('passes with any listed role, any listed privilege, or when none is listed', () => {
    expect(decide('users', '/users', loggedIn(user(['ROLE_ADMIN'])))).toEqual({ kind: 'allow' });
    expect(decide('deal-list', '/deal', loggedIn(user(['ROLE_AUDITOR'])))).toEqual({ kind: 'allow' });
    expect(decide('reports', '/reports', loggedIn(user([], ['report-rko'])))).toEqual({ kind: 'allow' });
    expect(decide('deal-view', '/deal/7', loggedIn(user([], ['deal-view-info'])))).toEqual({ kind: 'allow' });
    expect(decide('notification', '/notification', loggedIn(user([])))).toEqual({ kind: 'allow' });
    expect(decide('task-goz-checker', '/task-goz-checker/1', loggedIn(user([])))).toEqual({ kind: 'allow' });
  });

  it('cancels a forbidden navigation inside the app', () => {
    expect(decide('users', '/users', loggedIn(user(['ROLE_GOZ'])), 'app')).toEqual({ kind: 'cancel' });
    expect(decide('pledge-list-new', '/pledge-list-new', loggedIn(user(['ROLE_GOZ'])), 'app')).toEqual({
      kind: 'cancel',
    });
  });

  it('sends home a forbidden first load or a forbidden target after login', () => {
    const refused = { kind: 'redirect', to: '/', refused: true };
    expect(decide('users', '/users', loggedIn(user(['ROLE_GOZ'])), 'initial')).toEqual(refused);
    expect(decide('reports', '/reports', loggedIn(user(['ROLE_GOZ'])), 'login')).toEqual(refused);
    expect(decide('deal-view', '/deal/7', loggedIn(user(['ROLE_GOZ'])), 'initial')).toEqual(refused);
  });
});
