import { isAllowed, isCalculatorOnly, type Subject } from '@/shared/policies/access';
import { href } from '@/shared/routing/paths';
import type { RouteDef } from '@/shared/routing/route-table';

export interface GuardSession {
  loggedIn: boolean;
  passwordExpired: boolean;
  /** undefined while it loads */
  user: Subject | undefined;
  /** the path remembered before login */
  returnTo: string | null;
}

/** Where a navigation comes from: the first load, the login page, or another page of the app. */
export type NavigationSource = 'initial' | 'login' | 'app';

export type GuardDecision =
  | { kind: 'allow' }
  /** the user is not known yet: show a spinner */
  | { kind: 'wait' }
  | { kind: 'cancel' }
  /**
   * remember: the path to keep for after login; takeReturnTo: the remembered path is used up; refused: the route was
   * forbidden (a deal opened in a new tab without deal-view-info): the user is told 'Нет доступа'
   */
  | { kind: 'redirect'; to: string; remember?: string; takeReturnTo?: boolean; refused?: boolean };

/** What a user sent home from a forbidden route is told (000 §8 'Нет доступа'). */
export const ROUTE_REFUSED = 'Нет доступа';

const NOT_REMEMBERED = new Set(['login', 'changePassword']);

/**
 * The route guard of 000 §2.2 as a pure function.
 * - Unauthenticated on a protected route → login, remembering the path (not login, change-password).
 * - A logged-in user on login → calculator-only users to the calculator, others to the remembered
 *   path or home (this is also how a successful login leaves the login page).
 * - An expired password → change-password.
 * - Access passes with any listed role or privilege, or when none are listed; otherwise the
 *   navigation is cancelled, or sent home (saying 'Нет доступа') when coming from login or on the first load.
 */
export function decideGuard(
  route: Pick<RouteDef, 'name' | 'auth' | 'access'>,
  fullPath: string,
  session: GuardSession,
  source: NavigationSource,
): GuardDecision {
  if (route.auth === 'public') return { kind: 'allow' };

  if (route.auth === 'guest') {
    if (!session.loggedIn) return { kind: 'allow' };
    if (session.passwordExpired) return { kind: 'redirect', to: href('changePassword') };
    if (!session.user) return { kind: 'allow' }; // signing in: the login page waits for the user
    if (isCalculatorOnly(session.user))
      return { kind: 'redirect', to: href('credit-calculator-lite'), takeReturnTo: true };
    return { kind: 'redirect', to: session.returnTo ?? href('home'), takeReturnTo: true };
  }

  if (!session.loggedIn) {
    return NOT_REMEMBERED.has(route.name)
      ? { kind: 'redirect', to: href('login') }
      : { kind: 'redirect', to: href('login'), remember: fullPath };
  }
  if (session.passwordExpired) {
    return route.name === 'changePassword' ? { kind: 'allow' } : { kind: 'redirect', to: href('changePassword') };
  }
  if (!session.user) return { kind: 'wait' };
  if (isAllowed(session.user, route.access)) return { kind: 'allow' };
  return source === 'app' ? { kind: 'cancel' } : { kind: 'redirect', to: href('home'), refused: true };
}
