import type { Address } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import { clientOf } from '../world/form-source-person';
import type { World } from '../world/world';
import { uuidOf } from './text';

export const registrationTexts = {
  personNotFound: 'Клиент не найден',
} as const;

/**
 * The registration address of a client the viewer may see (one of the client's deals is visible to them, as the
 * lists' rule says), with the directory's FIAS ids; null when none is recorded. Another client: not found.
 */
export function registrationAddress(
  parts: { world: World; lists: Lists },
  viewer: Viewer,
  clientId: number,
): Address | null {
  const { world, lists } = parts;
  const c = world.clientRow(clientId);
  let visible = false;
  for (
    let d = c === undefined ? -1 : world.clients.lastDeal[c]!;
    d >= 0 && !visible;
    d = world.deals.nextOfClient[d]!
  ) {
    visible = lists.visible(viewer, d);
  }
  if (c === undefined || !visible) throw new DomainError('not-found', registrationTexts.personNotFound);
  const address = clientOf(world, c, true).addressRegistration;
  if (!address) return null;
  const { clients } = world;
  return {
    ...address,
    cityFiasId: uuidOf(`city:${clients.regCity[c]!}`),
    streetFiasId: uuidOf(`street:${clients.regCity[c]!}:${clients.regStreet[c]!}`),
    houseFiasId: uuidOf(`house:${clients.regCity[c]!}:${clients.regStreet[c]!}:${clients.regHouse[c]!}`),
  };
}
