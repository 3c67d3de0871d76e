import { Suspense, lazy, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '@/shared/api/queries';
import { isLoggedIn } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { Loading } from '@/shared/ui/loading';
import { AppEvents } from '@/app/events/app-events';
import { NavigationBlocker } from '@/app/router/navigation-blocker';
import { SessionEffects } from '@/app/session/session-effects';
import { AppFooter } from './app-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// The frame of a signed-in user comes in its own chunk, so that the sign-in page does not load it; the sign-in page
// fetches it once it is idle.
const loadHeader = () => import('./app-header');
const loadSideMenu = () => import('./side-menu');
const AppHeader = lazy(() => loadHeader().then((m) => ({ default: m.AppHeader })));
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));

function usePreloadFrame() {
  useEffect(() => {
    const preload = () => void Promise.all([loadHeader(), loadSideMenu()]).catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 1000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preload, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
}

/** The shell (000 §2.3): side menu (signed in only), header, content, footer. */
export function AppLayout() {
  const session = useSession();
  const user = useCurrentUser().data;
  const loggedIn = isLoggedIn(session);
  const signedIn = loggedIn && !session.passwordExpired && user !== undefined;
  usePreloadFrame();

  return (
    <>
      <NavigationBlocker />
      <SessionEffects />
      <AppEvents enabled={signedIn} userKey={user?.id} />
      <SkipLink />
      <div className={signedIn ? 'layout layout--with-menu' : 'layout'}>
        {signedIn && user ? (
          <Suspense fallback={<aside className="side-menu" />}>
            <SideMenu user={user} />
          </Suspense>
        ) : null}
        <div className="layout__main">
          {loggedIn ? (
            <Suspense fallback={<header className="app-header" />}>
              <AppHeader user={user} brand={!signedIn} />
            </Suspense>
          ) : null}
          <main className="layout__content" id={MAIN_CONTENT_ID} tabIndex={-1}>
            {/* A feature's page is a lazily loaded chunk: on a first load the shell's loading state shows until it
                has come; on a navigation (a transition) the page shown stays until the next one is ready. */}
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </main>
          <AppFooter />
        </div>
      </div>
    </>
  );
}
