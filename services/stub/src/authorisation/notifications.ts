import type { OperationId } from '../contract/spec';
import { SIGNED_IN, type AccessRule } from './access-rule';

/** A user's own notifications and unseen counter. */
export const notificationRules = {
  getUnseenNotificationCount: SIGNED_IN,
  listNotifications: SIGNED_IN,
  markNotificationsViewed: SIGNED_IN,
} satisfies Partial<Record<OperationId, AccessRule>>;
