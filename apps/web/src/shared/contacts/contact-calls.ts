/** A deal contact to call: its id (the exchange's contact id) and its phone. */
export interface ContactToCall {
  id: number;
  value: string;
}

type CallHandler = (contact: ContactToCall) => void;

const handlers = new Set<CallHandler>();
const watchers = new Set<() => void>();
const tell = () => watchers.forEach((watch) => watch());

/**
 * The page's call chat takes the calls of the deal's contacts ('Контакты сделки', 001 §2.3 phone actions): the
 * widget knows nothing of the page, the page registers here while it shows the chat. Returns the unregister.
 */
export function handleContactCalls(handler: CallHandler): () => void {
  handlers.add(handler);
  tell();
  return () => {
    handlers.delete(handler);
    tell();
  };
}

/** Follows whether a page takes calls (for useSyncExternalStore). */
export function watchContactCallHandlers(watch: () => void): () => void {
  watchers.add(watch);
  return () => watchers.delete(watch);
}

/** Whether a page takes the calls of the deal's contacts now. */
export const takesContactCalls = (): boolean => handlers.size > 0;

/** Asks the page to open the call chat of a contact. */
export function callContact(contact: ContactToCall): void {
  handlers.forEach((handler) => handler(contact));
}
