import type { DealBook } from '../deal-book';
import type { DealContactBook } from '../contacts/deal-contacts';
import { findHolderContact, holderOfContactId } from '../contacts/holder-contacts';
import { visibleDeal } from '../deal-book/visibility';
import { DomainError } from '../errors';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import type { World } from '../world/world';
import { pbxTexts, type CallTarget, type PbxBook, type PbxUser } from './pbx';

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

type VisibleParts = { world: World; lists: Lists; deals: DealBook; contacts: DealContactBook };

/** The contact of that id on a deal the viewer sees (`callTarget`; 404 'Заявка не найдена' for a deal unseen). */
export function visibleCallTarget(parts: VisibleParts, viewer: Viewer, contactId: number): CallTarget {
  const target = callTarget(parts, contactId);
  visibleDeal(parts, viewer, target.dealId);
  return target;
}

/** The contact a call was made to, on a deal the viewer sees (`callTargetOfCall`; 404 for a deal unseen). */
export function visibleCallTargetOfCall(
  parts: VisibleParts & { pbx: PbxBook },
  viewer: Viewer,
  callId: number,
): CallTarget {
  const target = callTargetOfCall(parts, callId);
  visibleDeal(parts, viewer, target.dealId);
  return target;
}

/** Who places a call: the user's id and name (a user of the stub's, else the world's staff member of that id). */
export function callerOf(
  parts: { users: { get(id: number): { fio: string } | undefined }; world: World },
  userId: number,
): PbxUser {
  return { id: userId, fio: parts.users.get(userId)?.fio ?? parts.world.staffById(userId)?.fio ?? '' };
}
