import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './app/styles/theme.css';
import './app/styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/providers';
import { prefetchRouteAt, preloadRouteAt } from '@/app/router/route-preload';
import { configureApi } from '@/shared/api/client';
import { loadRuntimeConfig, setRuntimeConfig } from '@/shared/config/runtime-config';
import { isLoggedIn, sessionStore } from '@/shared/session/session-store';
import { setupPrimeReactRussian } from '@/shared/ui/primereact-locale';

// The page's chunk loads alongside the configuration. The backend is chosen at run time (public/config.json), so
// the same build serves any backend.
preloadRouteAt(window.location.pathname);
const queryClient = createQueryClient();
void loadRuntimeConfig().then((config) => {
  setRuntimeConfig(config);
  configureApi(config);
  setupPrimeReactRussian();
  // With a session, the page's first query goes alongside GET /api/user/ (the guard still decides what is shown).
  const session = sessionStore.getState();
  if (isLoggedIn(session) && !session.passwordExpired) prefetchRouteAt(window.location, queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
