import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import { SIGNED_IN, type AccessRule } from './access-rule';

const { taskWorkers, underwriters, dealListReaders } = ROLE_GROUPS;
/**
 * Whoever reads a deal's pages but the auditors, who see no comments (001 §6): those of the deal list and the pledge
 * editor; the deal's visibility is checked after. An auditor who also works tasks reads them by that role.
 */
const COMMENT_READERS: AccessRule = {
  roles: [...dealListReaders.filter((role) => role !== 'ROLE_AUDITOR'), 'ROLE_PLEDGE_EDITOR', 'ROLE_ADMIN'],
};
/** The underwriters' comments are hidden from auditors (002 §6). */
const UNDERWRITER_READERS: AccessRule = {
  roles: [...taskWorkers, 'ROLE_VIEWER', 'ROLE_ALL_VIEWER', 'ROLE_ADMIN'],
};

/**
 * Comments (001 §3, §6, 002 §7 'Contacts, comments, reasons'): every reader of a deal but the auditors reads its common
 * and file comments,
 * whoever works tasks writes them; the underwriters write theirs; typical comments are every user's to read (each sees
 * their own and their roles'), the underwriters' to create (canCreateTypicalComments), and deleting checks the owner.
 */
export const commentRules = {
  listDealCommonComments: COMMENT_READERS,
  addDealCommonComment: { roles: taskWorkers },
  addDealCommonCommentToDeal: { roles: taskWorkers },
  listUnderwriterDealComments: UNDERWRITER_READERS,
  listUnderwriterComments: UNDERWRITER_READERS,
  addUnderwriterComment: { roles: underwriters },
  listDealFileComments: COMMENT_READERS,
  listFileComments: COMMENT_READERS,
  addFileComment: { roles: taskWorkers },
  deleteComment: SIGNED_IN,
  listTypicalComments: SIGNED_IN,
  addTypicalComment: { roles: underwriters },
  deleteTypicalComment: SIGNED_IN,
} satisfies Partial<Record<OperationId, AccessRule>>;
