import type { CommentHolder } from '@autocredit/generated/api';
import { contactTexts } from '../contacts/deal-contacts';
import { visibilityTexts } from '../deal-book/visibility';
import { DomainError } from '../errors';
import { commentTexts, type CommentThread } from './comments';

/** What a deal's comments may be attached to, as its deal has them. */
export interface CommentTargets {
  /** Whether the deal has this additional contact. */
  hasContact(dealId: number, contactId: number): boolean;
  /** Whether the deal's client, spouse, third person or employer (`holder`) has this contact. */
  hasHolderContact(dealId: number, holder: string, contactId: number): boolean;
  /** Whether one of the deal's documents has this file. */
  hasFile(dealId: number, fileId: number): boolean;
}

/**
 * The underwriters' thread of a deal on a holder: holder `deal` is the deal itself (another deal's number is 404
 * 'Заявка не найдена'); a contact is one of the deal's, an additional one or its holder's (404 'Контакт не найден').
 */
export function underwriterThread(
  targets: CommentTargets,
  dealId: number,
  holder: CommentHolder,
  entityId: number,
): CommentThread & { kind: 'underwriter' } {
  if (holder === 'deal' && entityId !== dealId) throw new DomainError('not-found', visibilityTexts.dealNotFound);
  const found =
    holder === 'deal' ||
    (holder === 'additionalDealContact'
      ? targets.hasContact(dealId, entityId)
      : targets.hasHolderContact(dealId, holder.replace(/Contact$/, ''), entityId));
  if (!found) throw new DomainError('not-found', contactTexts.notFound);
  return { kind: 'underwriter', holder, entityId };
}

/** The thread on a file of one of the deal's documents (404 'Файл не найден' for any other). */
export function fileThread(targets: CommentTargets, dealId: number, fileId: number): CommentThread {
  if (!targets.hasFile(dealId, fileId)) throw new DomainError('not-found', commentTexts.fileNotFound);
  return { kind: 'file', fileId };
}

/**
 * The message of a comment's text the contract refused: a text left out, not a string, empty or only spaces is
 * 'Введите текст комментария' (002 §8); a text refused for another reason (too long) keeps the contract's message.
 */
export const refusedTextMessage = (text: unknown, message: string): string =>
  typeof text !== 'string' || text.trim() === '' ? commentTexts.emptyText : message;
