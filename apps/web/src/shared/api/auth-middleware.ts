import type { Middleware } from 'openapi-fetch';
import type { TokenPair } from '@autocredit/generated/api';
import type { SessionStore } from '@/shared/session/session-store';
import { readEnvelope, resultTextOf } from './envelope';

/** The 401 `result` that means the password has expired (000 §4). */
export const PASSWORD_EXPIRED_RESULT = 'Необходима смена пароля';

/** Token creation and refresh answer 401 for themselves; no refresh follows them. */
const NO_REFRESH_PATHS = new Set(['/api/token/create', '/api/token/refresh']);

export interface AuthMiddlewareDeps {
  session: Pick<SessionStore, 'getState' | 'setTokens' | 'markPasswordExpired' | 'logout'>;
  sessionId: () => string;
  /** POST /api/token/refresh; null (or a throw) when it failed. */
  refresh: (refreshToken: string) => Promise<TokenPair | null>;
  /** Told when the retried request (of the original `request`) fails without an answer. */
  onRetryError?: (error: unknown, request: Request) => void;
}

/**
 * Adds the bearer token and the app-session id to every call. On a 401 (other than from token
 * create/refresh): a password-expired answer marks the session and passes through; otherwise
 * exactly one refresh runs while every 401'd request waits, then each is retried with the new
 * token. A failed refresh logs out.
 */
export function createAuthMiddleware(deps: AuthMiddlewareDeps): Middleware {
  const { session } = deps;
  const sent = new Map<string, { copy: Request; token: string | null }>();
  let refreshing: Promise<string | null> | null = null;

  const refreshOnce = (): Promise<string | null> => {
    refreshing ??= (async () => {
      const refreshToken = session.getState().refresh;
      if (!refreshToken) return null;
      try {
        const pair = await deps.refresh(refreshToken);
        if (!pair) return null;
        session.setTokens(pair.token, pair.refreshToken);
        return pair.token;
      } catch {
        return null;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return {
    onRequest({ request, schemaPath, id }) {
      request.headers.set('X-App-Session-Id', deps.sessionId());
      const token = session.getState().access;
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      if (!NO_REFRESH_PATHS.has(schemaPath)) sent.set(id, { copy: request.clone(), token });
      return request;
    },

    async onResponse({ request, response, id, options }) {
      const entry = sent.get(id);
      sent.delete(id);
      if (!entry || response.status !== 401) return undefined;

      if (resultTextOf(await readEnvelope(response)) === PASSWORD_EXPIRED_RESULT) {
        session.markPasswordExpired();
        return undefined;
      }

      // Someone refreshed after this request left: retry with the new token, no second refresh.
      const current = session.getState().access;
      const token = current && current !== entry.token ? current : await refreshOnce();
      if (!token) {
        session.logout();
        return undefined;
      }
      entry.copy.headers.set('Authorization', `Bearer ${token}`);
      try {
        return await options.fetch(entry.copy);
      } catch (error) {
        deps.onRetryError?.(error, request);
        throw error;
      }
    },

    onError({ id }) {
      sent.delete(id);
    },
  };
}
