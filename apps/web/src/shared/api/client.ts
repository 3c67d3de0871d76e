import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@autocredit/generated/api';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { appSessionId } from '@/shared/session/app-session-id';
import { sessionStore, type SessionStore } from '@/shared/session/session-store';
import { toast, type Toaster } from '@/shared/ui/toast';
import { createAuthMiddleware } from './auth-middleware';
import { createFeedback } from './feedback-middleware';

export type ApiClient = Client<paths>;

export interface ApiClientDeps {
  baseUrl: string;
  fetch?: typeof fetch;
  session?: SessionStore;
  toaster?: Toaster;
  sessionId?: () => string;
}

/** The one thin typed client over the contract, with the auth and feedback middleware. */
export function createApiClient({
  baseUrl,
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
  session = sessionStore,
  toaster = toast,
  sessionId = appSessionId,
}: ApiClientDeps): ApiClient {
  const client = createClient<paths>({ baseUrl, fetch: fetchImpl });
  const feedback = createFeedback(toaster);
  const auth = createAuthMiddleware({
    session,
    sessionId,
    refresh: async (refreshToken) => {
      const { data } = await client.POST('/api/token/refresh', { body: { refreshToken } });
      return data ?? null;
    },
    onRetryError: feedback.networkError,
  });
  // onRequest runs in this order, onResponse in reverse: auth retries first, feedback sees the final answer.
  client.use(feedback.middleware, auth);
  return client;
}

let current: ApiClient | null = null;

export function configureApi(config: RuntimeConfig, deps: Omit<ApiClientDeps, 'baseUrl'> = {}): ApiClient {
  current = createApiClient({ baseUrl: config.apiBaseUrl, ...deps });
  return current;
}

export function api(): ApiClient {
  if (!current) throw new Error('The API client is not configured yet (configureApi).');
  return current;
}
