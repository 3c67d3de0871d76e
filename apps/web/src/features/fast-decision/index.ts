import { lazyPage } from '@/shared/ui/lazy-page';

/** The fast decision's short form `/short-request-person/{dealId}` (000 §2.12). */
export const ShortFormPage = lazyPage(() => import('./components/short-form-page'), 'ShortFormPage');

/** The credit calculator (000 §2.13): `create-short-request`, and `credit-calculator-lite` without deal creation. */
export const CalculatorPage = lazyPage(() => import('./components/calculator-page'), 'CalculatorPage');
