import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import { onDeal, type AccessRule } from './access-rule';

const { dealListReaders, underwriters, workers } = ROLE_GROUPS;

/**
 * The deal's additional contacts (002 §7 'Contacts, comments, reasons'): every reader of the deal reads them and the
 * change markers; the workers may ask to change them, and the domain answers each contact's canModify/canDelete
 * (403 'Доступ к контакту запрещен' for the others).
 */
const dealContactRules = {
  listDealContacts: { roles: [...dealListReaders, 'ROLE_PLEDGE_EDITOR', 'ROLE_ADMIN'], deal: onDeal('see') },
  createDealContact: { roles: workers, deal: onDeal('work') },
  updateDealContact: { roles: workers, deal: onDeal('work') },
  deleteDealContact: { roles: workers, deal: onDeal('work') },
  getSnapshotChanges: { roles: [...dealListReaders, 'ROLE_ADMIN'], deal: onDeal('see') },
} satisfies Partial<Record<OperationId, AccessRule>>;

/**
 * The contacts step and the call chat (001 §2.3, §2.9, §6 'Telephone privileges'): the deal's readers read the
 * holders' contacts; the phone actions are the underwriters' or of the holders of a telephone privilege (pbx-call
 * places a call, pbx-get-info lists the calls, either lists one's numbers); a record's download needs pbx-download.
 */
const pbxRules = {
  getDealHolderContacts: { roles: [...dealListReaders, 'ROLE_PLEDGE_EDITOR', 'ROLE_ADMIN'], deal: onDeal('see') },
  listPbxUserContacts: { roles: underwriters, privileges: ['pbx-call', 'pbx-get-info'] },
  startPbxCall: { roles: underwriters, privileges: ['pbx-call'] },
  listPbxCalls: { roles: underwriters, privileges: ['pbx-get-info'] },
  downloadCallRecord: { privileges: ['pbx-download'] },
} satisfies Partial<Record<OperationId, AccessRule>>;

/** The contacts tag's rules: the deal's contacts, the contacts step and its calls. */
export const contactRules = {
  ...dealContactRules,
  ...pbxRules,
} satisfies Partial<Record<OperationId, AccessRule>>;
