import type { SnapshotChanges, SnapshotChangeSet } from '@autocredit/generated/api';
import type { DealBook } from '../deal-book';
import { documentChanges } from '../documents/document-changes';
import type { World } from '../world/world';
import type { DealContactBook } from './deal-contacts';
import { holderContactChanges, isHolderPath } from './holder-changes';

/**
 * What changed in a deal (a world row) since its previous snapshot, for each part asked for (`GET
 * /api/snapshot/changes/{dealId}?paths[]=`): the deal's additional contacts (`dealContacts`), the contacts of the
 * client, spouse, third person and employer (ids), the deal's files (`documents`, ids); a part the stub does not
 * follow changed nothing.
 */
export function snapshotChanges(
  parts: { world: World; deals: DealBook; contacts: DealContactBook },
  row: number,
  paths: readonly string[],
): SnapshotChanges {
  const dealId = parts.world.dealId(row);
  let holders: ReturnType<typeof holderContactChanges> | undefined;
  const holderChanges = () =>
    (holders ??= holderContactChanges(
      parts.world.seed,
      dealId,
      parts.deals.currentSource(row),
      parts.deals.currentPrevious(row),
    ));
  const of = (path: string): SnapshotChangeSet =>
    path === 'dealContacts'
      ? parts.contacts.changes(dealId)
      : path === 'documents'
        ? documentChanges(parts.deals.currentSource(row), parts.deals.currentPrevious(row))
        : isHolderPath(path)
          ? holderChanges()[path]
          : { added: [], changed: [], deleted: [] };
  return Object.fromEntries(paths.map((path) => [path, of(path)]));
}
