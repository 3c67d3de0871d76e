import type { OperationId } from '../contract/spec';
import { SIGNED_IN, type AccessRule } from './access-rule';

/** Session, users, application, notifications and the event hub (000 §7, 002 §7). */
export const sessionRules = {
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
