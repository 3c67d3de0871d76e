import type { Middleware } from 'openapi-fetch';
import type { Message } from '@autocredit/generated/api';
import { CONNECTION_ERROR_TOAST, ERROR_TOAST_LIFE, type Toaster, type ToastSeverity } from '@/shared/ui/toast';
import { isAbortError } from './api-error';
import { messagesOf, readEnvelope } from './envelope';

/** The toast of a message's type; the set is open (000 §7), a type not listed here is an information toast. */
const severityOf: Readonly<Partial<Record<Message['type'], ToastSeverity>>> = {
  success: 'success',
  info: 'info',
  warn: 'warn',
  warning: 'warn',
  error: 'error',
};

/** The requests of calls whose page shows their failure itself (see `failureShownByPage`). */
const shownByPage = new WeakSet<Request>();

/**
 * One message per failure: give it to a call whose page tells the user about its failure (the sign-in form, the
 * change-password form, the viewed-marking of notifications with its own toast):
 * `api().POST(path, { body, ...failureShownByPage })`. The client then shows no connection toast and no
 * `messages[]` of a failed answer of that call; the messages of a successful answer are still shown.
 */
export const failureShownByPage: { middleware: Middleware[] } = {
  middleware: [
    {
      onRequest({ request }) {
        shownByPage.add(request);
        return undefined;
      },
    },
  ],
};

export interface Feedback {
  middleware: Middleware;
  /** Shows the connection toast for a request that got no answer (unless it was cancelled or its page shows it). */
  networkError(error: unknown, request?: Request): void;
}

/**
 * Toasts of 000 §7-8: status >= 500 or no answer → 'Неполадки подключения, попробуйте позже.'
 * for 8 s; `messages[]` of JSON answers are shown, except for 403 answers. A request cancelled because the user
 * moved on shows nothing.
 */
export function createFeedback(toaster: Toaster): Feedback {
  const networkError = (error: unknown, request?: Request) => {
    if (isAbortError(error) || (request && shownByPage.has(request))) return;
    toaster.show({ severity: 'error', summary: CONNECTION_ERROR_TOAST, life: ERROR_TOAST_LIFE });
  };

  const middleware: Middleware = {
    async onResponse({ request, response }) {
      const quiet = shownByPage.has(request) && !response.ok;
      if (quiet) return undefined;
      if (response.status >= 500) {
        toaster.show({ severity: 'error', summary: CONNECTION_ERROR_TOAST, life: ERROR_TOAST_LIFE });
        return undefined;
      }
      if (response.status === 403) return undefined;
      for (const message of messagesOf(await readEnvelope(response))) {
        toaster.show({ severity: severityOf[message.type] ?? 'info', summary: message.message });
      }
      return undefined;
    },
    onError({ error, request }) {
      networkError(error, request);
      return undefined;
    },
  };
  return { middleware, networkError };
}
