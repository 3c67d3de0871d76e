import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '@/shared/api/queries';
import { isLoggedIn } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { Loading } from '@/shared/ui/loading';
import { AppEvents } from '@/app/events/app-events';
import { NavigationBlocker } from '@/app/router/navigation-blocker';
import { SessionEffects } from '@/app/session/session-effects';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';

/** The shell (000 §2.3): side menu (signed in only), header, content, footer. */
export function AppLayout() {
  const session = useSession();
  const user = useCurrentUser().data;
  const loggedIn = isLoggedIn(session);
  const signedIn = loggedIn && !session.passwordExpired && user !== undefined;

  return (
    <>
      <NavigationBlocker />
      <SessionEffects />
      <AppEvents enabled={signedIn} userKey={user?.id} />
      <div className={signedIn ? 'layout layout--with-menu' : 'layout'}>
        {signedIn && user ? <SideMenu user={user} /> : null}
        <div className="layout__main">
          {loggedIn ? <AppHeader user={user} brand={!signedIn} /> : null}
          <main className="layout__content">
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
