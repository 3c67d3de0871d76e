import type { OperationId } from '../contract/spec';
import { SIGNED_IN, type AccessRule } from './access-rule';

/** Sign-in, tokens, the current user, password change and impersonation (000 §7). */
export const sessionRules = {
  createToken: { public: true },
  refreshToken: { public: true },
  deleteToken: { public: true },
  getCurrentUser: SIGNED_IN,
  getRolesTitles: SIGNED_IN,
  changePassword: { allowExpiredPassword: true },
  takeImpersonation: { privileges: ['switch-user'], asSignedInUser: true },
  leaveImpersonation: SIGNED_IN,
  getImpersonationInfo: SIGNED_IN,
} satisfies Partial<Record<OperationId, AccessRule>>;
