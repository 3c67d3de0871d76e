import { visibleCollection } from '../deal-book/visibility';
import { DomainError } from '../errors';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import { spouseOf, thirdFaceOf } from '../world/form-source-person';
import { SPOUSE_ID_BASE, THIRD_ID_BASE, spouseId, thirdFaceId } from '../world/person-ids';
import type { World } from '../world/world';
import { financeTexts } from './catalog';

/** The persons of the finance step: the client (`world.clientId`), the spouse and the third person (person-ids.ts). */
export { SPOUSE_ID_BASE, THIRD_ID_BASE, spouseId, thirdFaceId } from '../world/person-ids';

export const PERSON_KINDS = ['client', 'spouse', 'thirdFace'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

export interface PersonRef {
  id: number;
  kind: PersonKind;
  /** The client's row in the world. */
  client: number;
}

/** The person of that id when the world has them (a spouse or third person only when the client has one). */
export function personOf(world: World, id: number): PersonRef | undefined {
  const client = world.clientRow(id);
  if (client !== undefined) return { id, kind: 'client', client };
  const spouse = world.clientRow(id - SPOUSE_ID_BASE + world.clientId(0));
  if (id >= SPOUSE_ID_BASE && id < THIRD_ID_BASE && spouse !== undefined && spouseOf(world, spouse)) {
    return { id, kind: 'spouse', client: spouse };
  }
  const third = world.clientRow(id - THIRD_ID_BASE + world.clientId(0));
  if (id >= THIRD_ID_BASE && third !== undefined && thirdFaceOf(world, third)) {
    return { id, kind: 'thirdFace', client: third };
  }
  return undefined;
}

/** The persons of a client's deals: the client, the spouse and the third person when there are. */
export function personsOfClient(world: World, client: number): PersonRef[] {
  const out: PersonRef[] = [{ id: world.clientId(client), kind: 'client', client }];
  if (spouseOf(world, client)) out.push({ id: spouseId(client), kind: 'spouse', client });
  if (thirdFaceOf(world, client)) out.push({ id: thirdFaceId(client), kind: 'thirdFace', client });
  return out;
}

/**
 * The person of that id when the viewer sees one of the client's deals, else 404 'Данные не найдены' (a person of a
 * deal one does not see is not found, as the deal is not).
 */
export function visiblePerson(parts: { world: World; lists: Lists }, viewer: Viewer, id: number): PersonRef {
  const { world, lists } = parts;
  const person = personOf(world, id);
  if (person) {
    for (let d = world.clients.lastDeal[person.client]!; d >= 0; d = world.deals.nextOfClient[d]!) {
      if (lists.visible(viewer, d)) return person;
    }
  }
  throw new DomainError('not-found', financeTexts.notFound);
}

/** The deal (row) of that id when the viewer sees it, else 404 'Данные не найдены'. */
export function visibleFinanceDeal(parts: { world: World; lists: Lists }, viewer: Viewer, dealId: number): number {
  const row = parts.world.dealRow(dealId);
  if (row === undefined || !parts.lists.visible(viewer, row)) throw new DomainError('not-found', financeTexts.notFound);
  return row;
}

/**
 * The deal (row) whose figures (the results panel's max credit sum, the ПДН) the viewer asks for: auditors load
 * neither (001 §6: 403 'Доступ запрещен'); else the deal when the viewer sees it, 404 'Данные не найдены' otherwise.
 */
export function financeFiguresDeal(parts: { world: World; lists: Lists }, viewer: Viewer, dealId: number): number {
  if (viewer.roles.includes('ROLE_AUDITOR')) throw new DomainError('forbidden', financeTexts.forbidden);
  return visibleFinanceDeal(parts, viewer, dealId);
}

/**
 * The deal (row) of a document collection when it is a deal of this person's client that the viewer sees; 404
 * 'Данные не найдены' otherwise.
 */
export function personCollection(
  parts: { world: World; lists: Lists },
  viewer: Viewer,
  person: PersonRef,
  collectionId: number,
): number {
  const deal = visibleCollection(parts, viewer, collectionId, financeTexts.notFound);
  if (parts.world.deals.client[deal] !== person.client) throw new DomainError('not-found', financeTexts.notFound);
  return deal;
}
