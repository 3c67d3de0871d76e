import { isAbortError, isApiError } from '@/shared/api/api-error';
import { contactTexts } from '@/shared/contacts';

/** What a failed contact call tells the user: the texts to show as errors, and whether the contact is gone. */
export interface ContactFailure {
  texts: string[];
  /** 404: the list is reloaded and the dialog closed (002 §8). */
  notFound: boolean;
}

const messagesOfResult = (body: unknown): string[] => {
  const result = (body as { result?: unknown } | null)?.result;
  if (!Array.isArray(result)) return [];
  return result
    .map((item) => (item as { message?: unknown } | null)?.message)
    .filter((message): message is string => typeof message === 'string' && message.trim() !== '');
};

/**
 * The answer to a failed contact save or delete (002 §8): an array `result` shows each item's message; otherwise
 * 400 'Ошибка редактирования', 403 'Доступ к контакту запрещен', 404 'Контакт не найден'. A 5xx or no answer was
 * told by the API client already (the connection toast), a cancelled call is nothing.
 */
export function contactFailure(error: unknown): ContactFailure {
  if (isAbortError(error) || !isApiError(error)) return { texts: [], notFound: false };
  if (error.status >= 500) return { texts: [], notFound: false };
  if (error.status === 404) return { texts: [contactTexts.notFound], notFound: true };
  const listed = messagesOfResult(error.body);
  if (listed.length > 0) return { texts: listed, notFound: false };
  if (error.status === 403) return { texts: [contactTexts.forbidden], notFound: false };
  return { texts: [contactTexts.notSaved], notFound: false };
}
