import type { Role } from '@autocredit/generated/api';
import type { OperationId } from '../contract/spec';
import { SIGNED_IN, type AccessRule } from './access-rule';

/** 'Worker' (000 §6): goz, goz chief, underwriters (incl. external and chief), credit inspector, release manager. */
const WORKERS: Role[] = [
  'ROLE_GOZ',
  'ROLE_GOZ_CHIEF',
  'ROLE_UNDERWRITER',
  'ROLE_UNDERWRITER_EXTERNAL',
  'ROLE_UNDERWRITER_CHIEF',
  'ROLE_CREDIT_INSPECTOR',
  'ROLE_RELEASE_MANAGER',
];
const UNDERWRITERS: Role[] = ['ROLE_UNDERWRITER', 'ROLE_UNDERWRITER_EXTERNAL', 'ROLE_UNDERWRITER_CHIEF'];
/** The deal list and history: workers, viewers (incl. the all-viewer of the security service), auditors. */
const DEAL_LIST: AccessRule = { roles: [...WORKERS, 'ROLE_VIEWER', 'ROLE_ALL_VIEWER', 'ROLE_AUDITOR'] };

/** Deals and lists (000 §2.6, §2.7, §2.9, §2.10, §6, §7). Deal creation and task claims are the process's. */
export const dealRules = {
  listDeals: DEAL_LIST,
  listDealHistory: DEAL_LIST,
  // The priority select: its options for whoever sees the list; saving needs change-goz-priority.
  listGozPriorities: { roles: DEAL_LIST.roles!, privileges: ['change-goz-priority'] },
  setGozPriority: { privileges: ['change-goz-priority'] },
  // 'Клиент согласился' / 'Клиент отказался': the operators who deal with the client.
  approveDealByClient: { roles: ['ROLE_GOZ', 'ROLE_GOZ_CHIEF'] },
  refuseDealByClient: { roles: ['ROLE_GOZ', 'ROLE_GOZ_CHIEF'] },
  // New tasks: goz, goz chief, credit inspector, release manager; 'my tasks in work': every worker.
  listTasks: { roles: WORKERS },
  listUnderwriterTasks: { roles: UNDERWRITERS, privileges: ['can-view-underwriter-list'] },
  // A deal's open tasks: the first is claimed after creating a deal or from a notification (the pledge editor's too).
  listDealTasks: { roles: [...WORKERS, 'ROLE_PLEDGE_EDITOR'] },
  getSecurityReport: { privileges: ['security-service'] },
  listStaticFiles: { privileges: ['get-static-file'] },
  // Documents of the documents page need get-static-file (checked with the file); examples are open to all.
  downloadStaticFile: SIGNED_IN,
} satisfies Partial<Record<OperationId, AccessRule>>;
