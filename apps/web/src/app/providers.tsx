import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { ReactNode } from 'react';
import { PRIMEREACT_PASS_THROUGH } from '@/shared/ui/primereact-pass-through';
import { ToastHost } from '@/shared/ui/toast-host';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Query cache, PrimeReact (Russian locale set at start, its markup corrected for screen readers), the global toast and
 * confirmation dialog.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PrimeReactProvider value={{ locale: 'ru', ripple: false, pt: PRIMEREACT_PASS_THROUGH }}>
        {children}
        <ToastHost />
        <ConfirmDialog />
      </PrimeReactProvider>
    </QueryClientProvider>
  );
}
