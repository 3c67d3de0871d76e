import type { OperationId } from '../contract/spec';
import type { AccessRule } from './access-rule';

/** The pledge lists, the pledge view and the registry's answers: pledge editors and viewers (000 §6). */
const PLEDGE_READERS: AccessRule = { roles: ['ROLE_PLEDGE_EDITOR', 'ROLE_PLEDGE_VIEWER'] };
/** Every action on a pledge (take-off, assignment, restarts, the bulk assign): the pledge editors alone. */
const PLEDGE_EDITORS: AccessRule = { roles: ['ROLE_PLEDGE_EDITOR'] };

/**
 * The pledges (002 §2, §7 'Pledges'; 000 §6 'Pledge lists: pledge editor/viewer'): the viewers read the lists, the
 * pledge view, its log and files, the registry check, the balance and the agreements; every action is the editors'
 * (a viewer gets 403). The pledge task's form and its cancel are task operations (tasks.ts).
 */
export const pledgeRules = {
  listPledgeTasks: PLEDGE_READERS,
  listPledges: PLEDGE_READERS,
  getPledgeInfo: PLEDGE_READERS,
  listPledgeProcessLogs: PLEDGE_READERS,
  checkPledgeRegistered: PLEDGE_READERS,
  getPledgeBalance: PLEDGE_READERS,
  downloadPledgeAssignmentResult: PLEDGE_READERS,
  listAssignmentAgreements: PLEDGE_READERS,
  takeOffPledgeByExternal: PLEDGE_EDITORS,
  takeOffPledge: PLEDGE_EDITORS,
  createPledgeAssignment: PLEDGE_EDITORS,
  restartPledgeProcess: PLEDGE_EDITORS,
  queueAgreementPledgeAssignments: PLEDGE_EDITORS,
} satisfies Partial<Record<OperationId, AccessRule>>;
