import { lazyPage } from '@/shared/ui/lazy-page';

export const UnderwriterDocumentsPage = lazyPage(
  () => import('./components/underwriter-documents-page'),
  'UnderwriterDocumentsPage',
);
