import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './app/styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadRouteAt } from '@/app/router/router';
import { configureApi } from '@/shared/api/client';
import { loadRuntimeConfig, setRuntimeConfig } from '@/shared/config/runtime-config';
import { setupPrimeReactRussian } from '@/shared/ui/primereact-locale';

// The page's chunk loads alongside the configuration. The backend is chosen at run time (public/config.json), so
// the same build serves any backend.
preloadRouteAt(window.location.pathname);
void loadRuntimeConfig().then((config) => {
  setRuntimeConfig(config);
  configureApi(config);
  setupPrimeReactRussian();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
