import type { OperationId } from '../contract/spec';
import type { AccessRule } from './access-rule';

/** Information about the application: public. */
export const applicationRules = {
  getAppInfo: { public: true },
} satisfies Partial<Record<OperationId, AccessRule>>;
