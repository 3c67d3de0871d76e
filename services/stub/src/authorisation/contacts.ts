import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import type { AccessRule } from './access-rule';

const { dealListReaders, workers } = ROLE_GROUPS;

/**
 * The deal's additional contacts (002 §7 'Contacts, comments, reasons'): every reader of the deal reads them and the
 * change markers; the workers may ask to change them, and the domain answers each contact's canModify/canDelete
 * (403 'Доступ к контакту запрещен' for the others).
 */
export const contactRules = {
  listDealContacts: { roles: [...dealListReaders, 'ROLE_PLEDGE_EDITOR', 'ROLE_ADMIN'] },
  createDealContact: { roles: workers },
  updateDealContact: { roles: workers },
  deleteDealContact: { roles: workers },
  getSnapshotChanges: { roles: [...dealListReaders, 'ROLE_ADMIN'] },
} satisfies Partial<Record<OperationId, AccessRule>>;
