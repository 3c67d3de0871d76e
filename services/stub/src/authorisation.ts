import type { Privilege, Role } from '@autocredit/generated/api';
import type { OperationId } from './contract/spec';

/**
 * Who may call an operation. Without `public`, a valid access token is needed; then, when `roles` or
 * `privileges` are listed, the user must have one of the roles or one of the privileges (000 §2.2).
 */
export interface AccessRule {
  /** No access token needed (sign-in, the hub, which checks its own JWTs). */
  public?: true;
  roles?: Role[];
  privileges?: Privilege[];
  /** Allowed while the signed-in user's password has expired. */
  allowExpiredPassword?: true;
  /** Check the user who signed in rather than the one acted as (impersonation itself). */
  asSignedInUser?: true;
}

const SIGNED_IN: AccessRule = {};

/** The one table of access rules: every route the stub serves has its operationId here. */
export const AUTHORISATION = {
  // session (000 §7)
  createToken: { public: true },
  refreshToken: { public: true },
  deleteToken: { public: true },
  getCurrentUser: SIGNED_IN,
  getRolesTitles: SIGNED_IN,
  changePassword: { allowExpiredPassword: true },
  takeImpersonation: { privileges: ['switch-user'], asSignedInUser: true },
  leaveImpersonation: SIGNED_IN,
  getImpersonationInfo: SIGNED_IN,
  listUsers: { roles: ['ROLE_ADMIN'], privileges: ['switch-user'] },
  // application
  getAppInfo: { public: true },
  // notifications
  getUnseenNotificationCount: SIGNED_IN,
  listNotifications: SIGNED_IN,
  markNotificationsViewed: SIGNED_IN,
  // events: the hub authorises with Mercure JWTs, not with access tokens
  getUserTopics: SIGNED_IN,
  subscribeEvents: { public: true },
  publishEvent: { public: true },
} satisfies Partial<Record<OperationId, AccessRule>>;

export function accessRuleOf(operationId: string): AccessRule | undefined {
  return (AUTHORISATION as Partial<Record<string, AccessRule>>)[operationId];
}
