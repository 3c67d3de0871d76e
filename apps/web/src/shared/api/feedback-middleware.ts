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

export interface Feedback {
  middleware: Middleware;
  /** Shows the connection toast for a request that got no answer (unless it was cancelled). */
  networkError(error: unknown): void;
}

/**
 * Toasts of 000 §7-8: status >= 500 or no answer → 'Неполадки подключения, попробуйте позже.'
 * for 8 s; `messages[]` of JSON answers are shown, except for 403 answers.
 */
export function createFeedback(toaster: Toaster): Feedback {
  const networkError = (error: unknown) => {
    if (isAbortError(error)) return;
    toaster.show({ severity: 'error', summary: CONNECTION_ERROR_TOAST, life: ERROR_TOAST_LIFE });
  };

  const middleware: Middleware = {
    async onResponse({ response }) {
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
    onError({ error }) {
      networkError(error);
      return undefined;
    },
  };
  return { middleware, networkError };
}
