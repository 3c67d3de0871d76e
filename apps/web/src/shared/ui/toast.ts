import type { ToastMessage } from 'primereact/toast';

/** Texts of the error catalogue (000 §8) used in several places. */
export const CONNECTION_ERROR_TOAST = 'Неполадки подключения, попробуйте позже.';
export const GENERIC_ERROR = 'Что-то пошло не так';
export const ERROR_TOAST_LIFE = 8000;
/** At most this many toasts at once: a newer one pushes the oldest out (what it said stays where it came from). */
export const MAX_TOASTS = 3;

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastOptions {
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  /** ms; ignored when sticky */
  life?: number;
  sticky?: boolean;
  /**
   * Called once when the user closes the toast (its cross) or presses its action; not when its life ends or newer
   * toasts push it out.
   */
  onDismiss?: () => void;
  /** Skip it while an identical toast is visible (default true). */
  dedupe?: boolean;
  /** A button under the text (e.g. 'Взять в работу' on a notification); the toast closes when it is pressed. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toaster {
  show(options: ToastOptions): void;
}

interface Sink {
  show(message: ToastMessage): void;
}

let sink: Sink | null = null;
const pending: ToastMessage[] = [];
const dismissHandlers = new WeakMap<object, () => void>();
const actions = new WeakMap<object, ToastAction>();
const visible = new Map<string, number>();
const keyOf = new WeakMap<object, string>();
let counter = 0;

const defaultLife: Record<ToastSeverity, number> = {
  success: 5000,
  info: 5000,
  warn: ERROR_TOAST_LIFE,
  error: ERROR_TOAST_LIFE,
};

function show(options: ToastOptions): void {
  const key = `${options.severity}|${options.summary}|${options.detail ?? ''}`;
  if (options.dedupe !== false && visible.has(key)) return;
  const message: ToastMessage = {
    id: `toast-${++counter}`,
    severity: options.severity,
    summary: options.summary,
    detail: options.detail,
    sticky: options.sticky ?? false,
    life: options.life ?? defaultLife[options.severity],
    closable: true,
  };
  visible.set(key, (visible.get(key) ?? 0) + 1);
  keyOf.set(message, key);
  if (options.onDismiss) dismissHandlers.set(message, options.onDismiss);
  if (options.action) actions.set(message, options.action);
  if (sink) sink.show(message);
  else pending.push(message);
}

/** The one global toaster (a PrimeReact Toast mounted by ToastHost). */
export const toast: Toaster & {
  success(summary: string): void;
  info(summary: string): void;
  warn(summary: string, life?: number): void;
  error(summary: string, life?: number): void;
} = {
  show,
  success: (summary: string) => show({ severity: 'success', summary }),
  info: (summary: string) => show({ severity: 'info', summary }),
  warn: (summary: string, life?: number) => show({ severity: 'warn', summary, life }),
  error: (summary: string, life: number = ERROR_TOAST_LIFE) => show({ severity: 'error', summary, life }),
};

export function attachToastSink(next: Sink): () => void {
  sink = next;
  pending.splice(0).forEach((message) => next.show(message));
  return () => {
    if (sink === next) sink = null;
  };
}

/** The button of a message, for the host to draw. */
export const actionOf = (message: object): ToastAction | undefined => actions.get(message);

/** Whether the host draws the message itself: it has a button, or its closing by the user is told. */
export const drawnByHost = (message: object): boolean => actions.has(message) || dismissHandlers.has(message);

/** Called by the host when the user closes a message or presses its action (before it is removed). */
export function toastDismissed(message: object): void {
  const onDismiss = dismissHandlers.get(message);
  dismissHandlers.delete(message);
  onDismiss?.();
}

/** Called by the host when PrimeReact removes a message (closed, expired or pushed out). */
export function toastRemoved(message: unknown): void {
  if (typeof message !== 'object' || message === null) return;
  const key = keyOf.get(message);
  if (key !== undefined) {
    const left = (visible.get(key) ?? 1) - 1;
    if (left > 0) visible.set(key, left);
    else visible.delete(key);
    keyOf.delete(message);
  }
  dismissHandlers.delete(message);
}
