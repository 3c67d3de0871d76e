import { useAppInfo } from '@/shared/api/queries';
import { copyright } from './copyright';

/** Footer: the years and the application version (GET /api/app/info). */
export function AppFooter() {
  const version = useAppInfo().data?.version;
  return (
    <footer className="app-footer">
      <span>{copyright()}</span>
      {version ? <span data-testid="footer-version">Версия {version}</span> : null}
    </footer>
  );
}
