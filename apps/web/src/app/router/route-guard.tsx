import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RouteDef } from '@/shared/routing/route-table';
import { sessionStore } from '@/shared/session/session-store';
import { Loading } from '@/shared/ui/loading';
import { toast } from '@/shared/ui/toast';
import { ROUTE_REFUSED, decideGuard, type GuardDecision } from './guard-decision';
import { useGuardSession } from './guard-session';

/**
 * Renders a route only when the guard lets it (000 §2.2). Reached without a cancellable in-app
 * navigation (first load, after login, session change), a forbidden route sends home saying 'Нет доступа' (a deal
 * opened in a new tab by someone without deal-view-info).
 */
export function RouteGuard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const location = useLocation();
  const session = useGuardSession();
  const decision = decideGuard(route, location.pathname + location.search + location.hash, session, 'initial');
  if (decision.kind === 'allow') return children;
  if (decision.kind === 'wait') return <Loading />;
  return <GuardRedirect decision={decision.kind === 'cancel' ? { kind: 'redirect', to: '/' } : decision} />;
}

function GuardRedirect({ decision }: { decision: Extract<GuardDecision, { kind: 'redirect' }> }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (decision.remember !== undefined) {
      const explicitLogout = sessionStore.takeExplicitLogout();
      if (!explicitLogout) sessionStore.setReturnTo(decision.remember);
    }
    if (decision.takeReturnTo) sessionStore.takeReturnTo();
    if (decision.refused) toast.warn(ROUTE_REFUSED);
    navigate(decision.to, { replace: true });
  }, [decision, navigate]);
  return null;
}
