import type { Privilege, Role } from '@autocredit/generated/api';

/**
 * Who may call an operation. Without `public`, a valid access token is needed; then, when `roles` or
 * `privileges` are listed, the user must have one of the roles or one of the privileges (000 §2.2).
 */
export interface AccessRule {
  /** No access token needed (sign-in, the hub, which checks its own JWTs). */
  public?: true;
  roles?: readonly Role[];
  privileges?: readonly Privilege[];
  /** Allowed while the signed-in user's password has expired. */
  allowExpiredPassword?: true;
  /** Check the user who signed in rather than the one acted as (impersonation itself). */
  asSignedInUser?: true;
  /** The text of the 403 when the user may not (the operation's own, e.g. 'Доступ запрещен'); 'Нет доступа' else. */
  forbidden?: string;
}

/** Any signed-in user. */
export const SIGNED_IN: AccessRule = {};
