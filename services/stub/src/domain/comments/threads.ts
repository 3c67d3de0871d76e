import type { CommentHolder } from '@autocredit/generated/api';
import { contactTexts } from '../contacts/deal-contacts';
import { visibilityTexts } from '../deal-book/visibility';
import { DomainError } from '../errors';
import { commentTexts, type CommentThread } from './comments';

/**
 * The underwriters' thread of a deal on a holder: holder `deal` is the deal itself (another deal's number is 404
 * 'Заявка не найдена'), an additional contact one of the deal's (404 'Контакт не найден' otherwise).
 */
export function underwriterThread(
  contacts: { has(dealId: number, contactId: number): boolean },
  dealId: number,
  holder: CommentHolder,
  entityId: number,
): CommentThread & { kind: 'underwriter' } {
  if (holder === 'deal' && entityId !== dealId) throw new DomainError('not-found', visibilityTexts.dealNotFound);
  if (holder === 'additionalDealContact' && !contacts.has(dealId, entityId)) {
    throw new DomainError('not-found', contactTexts.notFound);
  }
  return { kind: 'underwriter', holder, entityId };
}

/**
 * The message of a comment's text the contract refused: a text left out, not a string, empty or only spaces is
 * 'Введите текст комментария' (002 §8); a text refused for another reason (too long) keeps the contract's message.
 */
export const refusedTextMessage = (text: unknown, message: string): string =>
  typeof text !== 'string' || text.trim() === '' ? commentTexts.emptyText : message;
