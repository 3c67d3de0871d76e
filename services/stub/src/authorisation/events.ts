import type { OperationId } from '../contract/spec';
import { SIGNED_IN, type AccessRule } from './access-rule';

/** The event hub: it authorises with Mercure JWTs, not with access tokens. */
export const eventRules = {
  getUserTopics: SIGNED_IN,
  subscribeEvents: { public: true },
  publishEvent: { public: true },
} satisfies Partial<Record<OperationId, AccessRule>>;
