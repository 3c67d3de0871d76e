import { lazyPage } from '@/shared/ui/lazy-page';

/** The fast decision's short form `/short-request-person/{dealId}` (000 §2.12). */
export const ShortFormPage = lazyPage(() => import('./components/short-form-page'), 'ShortFormPage');
