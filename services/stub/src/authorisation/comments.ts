import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import { STAFF, onDeal, type AccessRule } from './access-rule';

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
  listDealCommonComments: { ...COMMENT_READERS, deal: onDeal('see') },
  addDealCommonComment: { roles: taskWorkers, deal: onDeal('see') },
  addDealCommonCommentToDeal: { roles: taskWorkers, deal: onDeal('see') },
  listUnderwriterDealComments: { ...UNDERWRITER_READERS, deal: onDeal('see') },
  listUnderwriterComments: { ...UNDERWRITER_READERS, deal: onDeal('see') },
  addUnderwriterComment: { roles: underwriters, deal: onDeal('see') },
  listDealFileComments: { ...COMMENT_READERS, deal: onDeal('see') },
  listFileComments: { ...COMMENT_READERS, deal: onDeal('see') },
  addFileComment: { roles: taskWorkers, deal: onDeal('see') },
  deleteComment: STAFF,
  listTypicalComments: STAFF,
  addTypicalComment: { roles: underwriters },
  deleteTypicalComment: STAFF,
} satisfies Partial<Record<OperationId, AccessRule>>;
