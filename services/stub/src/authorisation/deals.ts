import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import { SIGNED_IN, onDeal, type AccessRule } from './access-rule';

const { operators, underwriters, workers, taskWorkers, dealListReaders } = ROLE_GROUPS;
/** The deal list and history: workers, viewers (incl. the all-viewer of the security service), auditors. */
const DEAL_LIST: AccessRule = { roles: dealListReaders };

/** Deals and lists (000 §2.6, §2.7, §2.9, §2.10, §6, §7). Task claims are the process's. */
export const dealRules = {
  // 'Создать заявку' and 'Быстрое решение' are in the side menu of the operators only.
  createDeal: { roles: operators },
  createFastDecisionDeal: { roles: operators },
  // The admin too: the contacts step's check of a phone (001 §2.3, §6 'Admin: contact check') searches the deals by it.
  listDeals: { roles: [...dealListReaders, 'ROLE_ADMIN'] },
  listDealHistory: DEAL_LIST,
  // The priority select: its options for whoever sees the list; saving needs change-goz-priority.
  listGozPriorities: { roles: dealListReaders, privileges: ['change-goz-priority'] },
  setGozPriority: { privileges: ['change-goz-priority'], deal: onDeal('see') },
  // 'Клиент согласился' / 'Клиент отказался': the operators who deal with the client.
  approveDealByClient: { roles: operators, deal: onDeal('see') },
  refuseDealByClient: { roles: operators, deal: onDeal('see') },
  // New tasks: goz, goz chief, credit inspector, release manager; 'my tasks in work': every worker.
  listTasks: { roles: workers },
  listUnderwriterTasks: { roles: underwriters, privileges: ['can-view-underwriter-list'] },
  // A deal's open tasks: the first is claimed after creating a deal or from a notification (the pledge editor's too).
  listDealTasks: { roles: taskWorkers, deal: onDeal('see') },
  getSecurityReport: { privileges: ['security-service'] },
  listStaticFiles: { privileges: ['get-static-file'] },
  // Documents of the documents page need get-static-file (checked with the file); examples are open to all.
  downloadStaticFile: SIGNED_IN,
} satisfies Partial<Record<OperationId, AccessRule>>;
