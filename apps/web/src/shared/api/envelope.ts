import type { ErrorBody, FieldError, Message } from '@autocredit/generated/api';

/** Reads the JSON envelope ({ result, messages, errors }) of a response without consuming it. */
export async function readEnvelope(response: Response): Promise<ErrorBody | null> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null ? (body as ErrorBody) : null;
  } catch {
    return null;
  }
}

export function messagesOf(body: unknown): Message[] {
  const messages = (body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages)) return [];
  return messages.filter(
    (m): m is Message => typeof m === 'object' && m !== null && typeof (m as Message).message === 'string',
  );
}

export function fieldErrorsOf(body: unknown): FieldError[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is FieldError => typeof e === 'object' && e !== null && typeof (e as FieldError).message === 'string',
  );
}

export function resultTextOf(body: unknown): string | null {
  const result = (body as { result?: unknown } | null)?.result;
  return typeof result === 'string' && result.trim() ? result : null;
}
