import { findHolderContact } from '../contacts/holder-contacts';
import { dealDocuments } from '../documents/deal-documents';
import type { Store } from '../store/store';
import type { CommentTargets } from './threads';

/** What the deals of the store have that comments may hang on: additional contacts, holders' contacts, files. */
export function commentTargets(store: Store): CommentTargets {
  const { world, deals: book, contacts } = store;
  const rowOf = (dealId: number) => world.dealRow(dealId);
  return {
    hasContact: (dealId, contactId) => contacts.has(dealId, contactId),
    hasHolderContact: (dealId, holder, contactId) => {
      const row = rowOf(dealId);
      if (row === undefined) return false;
      return findHolderContact(world.seed, dealId, book.currentSource(row), contactId)?.holder === holder;
    },
    hasFile: (dealId, fileId) => {
      const row = rowOf(dealId);
      if (row === undefined) return false;
      return Object.values(dealDocuments(world, book, row)).some((doc) => doc.files.some((file) => file.id === fileId));
    },
  };
}
