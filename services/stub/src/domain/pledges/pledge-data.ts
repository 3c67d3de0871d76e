import type { PledgeData } from '@autocredit/generated/api';
import { carDescription } from '../world/form-source-catalog';
import type { World } from '../world/world';
import type { PledgeBook } from './pledge-book';
import type { PledgeParts } from './pledge-book-state';
import type { PledgeRecord } from './records';

/** The parts the views read: the world, the deals' processes and form data, the pledge book. */
export interface PledgeViewParts extends PledgeParts {
  pledges: PledgeBook;
}

/** The deal's number in the lender's core system (the loan contract's number): `АК-{deal id}`. */
export const contractNumberOf = (world: World, deal: number): string => `АК-${world.dealId(deal)}`;

/** The loan contract's name, the same for every credit of the stub. */
export const CONTRACT_NAME = 'Договор потребительского кредита';

/** The pledgors and vehicles: as the pledge task saved them, else the client and the car of the deal. */
export function pledgeData(parts: PledgeViewParts, pledge: PledgeRecord): PledgeData {
  const { world, deals } = parts;
  const saved = deals.storedSource(pledge.deal)?.pledge;
  const numbers = parts.pledges.numbersOf(world, pledge);
  if (saved)
    return { ...numbers, pledgors: structuredClone(saved.pledgors), vehicles: structuredClone(saved.vehicles) };
  const c = world.deals.client[pledge.deal]!;
  const name = (id: number) => (id >= 0 ? world.pool.get(id) : '');
  return {
    ...numbers,
    pledgors: [
      {
        name: {
          first: name(world.clients.firstName[c]!),
          middle: name(world.clients.middleName[c]!) || null,
          last: name(world.clients.surname[c]!),
        },
      },
    ],
    vehicles: [{ vin: world.vin(pledge.deal), description: carDescription(world, pledge.deal) }],
  };
}
