import { lazyPage } from '@/shared/ui/lazy-page';

export const SecurityReportPage = lazyPage(() => import('./components/security-report-page'), 'SecurityReportPage');
