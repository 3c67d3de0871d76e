import type { OperationId } from '../contract/spec';
import type { AccessRule } from './access-rule';

/** The staff users: listed for the administrators who may act as another user. */
export const userRules = {
  listUsers: { roles: ['ROLE_ADMIN'], privileges: ['switch-user'] },
} satisfies Partial<Record<OperationId, AccessRule>>;
