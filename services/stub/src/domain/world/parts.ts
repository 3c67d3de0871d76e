import { StringPool } from './columns';
import type { EmployerRecord } from './seed/employers';
import type { PledgeRecord } from '../pledges/records';
import { ClientTable, DealTable, DecisionTable, TaskTable } from './records';
import type { StaffRecord } from './seed/staff';

/** Everything the world holds; generated from the seed, then changed by the world's operations. */
export interface WorldParts {
  pool: StringPool;
  staff: StaffRecord[];
  employers: EmployerRecord[];
  clients: ClientTable;
  deals: DealTable;
  tasks: TaskTable;
  decisions: DecisionTable;
  pledges: PledgeRecord[];
}

export function emptyParts(deals: number): WorldParts {
  return {
    pool: new StringPool(),
    staff: [],
    employers: [],
    clients: new ClientTable(Math.ceil(deals * 0.95) + 64),
    deals: new DealTable(deals + 64),
    tasks: new TaskTable(deals * 6 + 64),
    decisions: new DecisionTable(Math.ceil(deals * 1.2) + 64),
    pledges: [],
  };
}
