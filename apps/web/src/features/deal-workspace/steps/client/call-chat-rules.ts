import { readItem, session, writeItem } from '@/shared/lib/storage';

/** The call chat's texts (001 §2.1, §2.9). */
export const CHATS = 'Чаты';
export const CALL = 'Позвонить';
export const CALL_PLACED = 'Звонок отправлен';

/** The titles of the known call statuses; another one is shown as it came. */
const CALL_STATUSES: Readonly<Record<string, string>> = {
  answered: 'Отвечен',
  noAnswer: 'Нет ответа',
  busy: 'Занято',
  failed: 'Ошибка',
  inProgress: 'Идёт разговор',
};
export const callStatusTitle = (status: string): string => CALL_STATUSES[status] ?? status;

/** A talk's length: 134 → '2:14'. */
export function talkDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const numberKey = (username: string) => `pbxUserContact:${username}`;

/** The calling number the user chose last (kept per user in sessionStorage, 001 §2.9). */
export const chosenCallingNumber = (username: string): number | null => {
  const stored = readItem(session(), numberKey(username));
  return stored && /^\d+$/.test(stored) ? Number(stored) : null;
};

/** Who listens to the choice (every source select and call chat shows the same number). */
const listeners = new Set<() => void>();

/** Keeps the user's choice and tells every place that shows it. */
export const chooseCallingNumber = (username: string, id: number): void => {
  writeItem(session(), numberKey(username), String(id));
  listeners.forEach((listener) => listener());
};

/** Follows the choice (for useSyncExternalStore); returns the unsubscribe. */
export function onCallingNumberChosen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The number to call from: the chosen one while the user still has it, else the default, else the first. */
export function callingNumber<T extends { id: number; isDefault: boolean }>(
  numbers: readonly T[] | undefined,
  chosen: number | null,
): T | undefined {
  return numbers?.find((n) => n.id === chosen) ?? numbers?.find((n) => n.isDefault) ?? numbers?.[0];
}

/** The column of a phone's calling number (001 §2.3 'source'). */
export const CALL_SOURCE = 'Источник';
/** The call column's button for who may only see the calls (pbx-get-info). */
export const CALLS = 'Звонки';
