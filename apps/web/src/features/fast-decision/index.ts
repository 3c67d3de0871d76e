import { lazyPage } from '@/shared/ui/lazy-page';

// The fast decision's door (000 §2.11–2.13): the short form and the credit calculator pages are exported here as lazy
// pages (`lazyPage`) once they are built (issue 15); so far the feature holds the short form's rules (lib/).

/** The credit calculator (000 §2.13): `create-short-request`, and `credit-calculator-lite` without deal creation. */
export const CalculatorPage = lazyPage(() => import('./components/calculator-page'), 'CalculatorPage');
