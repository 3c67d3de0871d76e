import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { FormEndpoint } from '../api/form-endpoints';
import { ServerFormView } from '../components/server-form-view';
import { useServerForm, type ServerForm } from '../hooks/use-server-form';
import type { FormEnvironment } from '../widgets/widget-types';

/**
 * Renders a server form as a page does (its endpoint, the engine's view, a router and a query client); answers a
 * holder of the form's latest state, for a test to call `save()` on.
 */
export function mountServerForm<E>(
  endpoint: FormEndpoint<E>,
  env: Omit<FormEnvironment, 'requestReload'>,
): { form?: ServerForm<E> } {
  const shown: { form?: ServerForm<E> } = {};
  function Harness() {
    const form = useServerForm({ endpoint });
    shown.form = form;
    return <ServerFormView form={form} env={env} />;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return shown;
}
