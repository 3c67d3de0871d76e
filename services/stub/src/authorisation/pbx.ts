import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import type { AccessRule } from './access-rule';

const { dealListReaders, underwriters } = ROLE_GROUPS;

/**
 * The contacts step and the call chat (001 §2.3, §2.9, §6 'Telephone privileges'): the deal's readers read the
 * holders' contacts; the phone actions are the underwriters' or of the holders of a telephone privilege (pbx-call
 * places a call, pbx-get-info lists the calls, either lists one's numbers); a record's download needs pbx-download.
 */
export const pbxRules = {
  getDealHolderContacts: { roles: [...dealListReaders, 'ROLE_PLEDGE_EDITOR', 'ROLE_ADMIN'] },
  listPbxUserContacts: { roles: underwriters, privileges: ['pbx-call', 'pbx-get-info'] },
  startPbxCall: { roles: underwriters, privileges: ['pbx-call'] },
  listPbxCalls: { roles: underwriters, privileges: ['pbx-get-info'] },
  downloadCallRecord: { privileges: ['pbx-download'] },
} satisfies Partial<Record<OperationId, AccessRule>>;
