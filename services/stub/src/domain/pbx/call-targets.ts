import type { DealBook } from '../deal-book';
import type { DealContactBook } from '../contacts/deal-contacts';
import { findHolderContact, holderOfContactId } from '../contacts/holder-contacts';
import { DomainError } from '../errors';
import type { World } from '../world/world';
import { pbxTexts, type CallTarget, type PbxBook } from './pbx';

export type { CallTarget } from './pbx';

/**
 * The contact of that id, wherever it is: a contact of the contacts step (client, spouse, third person, employer)
 * or an additional deal contact ('Контакты сделки'); 404 'Контакт не найден' otherwise. Whether the user sees its
 * deal is the caller's (visibleDeal).
 */
export function callTarget(
  parts: { world: World; deals: DealBook; contacts: DealContactBook },
  contactId: number,
): CallTarget {
  const holder = holderOfContactId(contactId);
  if (holder) {
    const row = parts.world.dealRow(holder.dealId);
    const found =
      row === undefined
        ? undefined
        : findHolderContact(parts.world.seed, holder.dealId, parts.deals.currentSource(row), contactId);
    if (found) return { contactId, dealId: found.dealId, value: found.value, phone: found.phone };
  } else {
    const found = parts.contacts.locate(contactId, (dealId) => parts.world.dealRow(dealId) !== undefined);
    if (found) return { contactId, dealId: found.dealId, value: found.phone, phone: true };
  }
  throw new DomainError('not-found', pbxTexts.contactNotFound);
}

/** The contact a call was made to (404 'Звонок не найден' when there is no such call or its contact is gone). */
export function callTargetOfCall(
  parts: { world: World; deals: DealBook; contacts: DealContactBook; pbx: PbxBook },
  callId: number,
): CallTarget {
  try {
    return callTarget(parts, parts.pbx.contactOfCall(callId));
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not-found') {
      throw new DomainError('not-found', pbxTexts.callNotFound);
    }
    throw error;
  }
}
