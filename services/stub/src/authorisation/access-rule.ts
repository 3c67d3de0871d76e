import { roleValues, type Privilege, type Role } from '@autocredit/generated/api';
import type { DealIdKind, DealNeed } from '../domain/deal-book/deal-access';

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
  /** The deal the call acts on, and what the user must be to it (see `DealAccess`). */
  deal?: DealAccess;
}

/**
 * Which deals a user may call an operation on: the id in the request that names the deal(s) (a deal, a task, a
 * document collection, a document, a person of the client's deals, an extended income), and what the call needs of
 * them: `see`, the deal in the user's scope (sale point, holding, or all for the bank's staff; 404 otherwise); `work`,
 * also an open task of the deal held by the user (403 'Нет доступа' otherwise): a deal is changed by whoever works it.
 */
export interface DealAccess {
  in: 'path' | 'query' | 'body';
  param: string;
  kind: DealIdKind;
  need: DealNeed;
  /** The 404's text for a deal out of scope: the operation's own not-found ('Заявка не найдена' else). */
  missing?: string;
}

/** A rule's deal access: `see` or `work` the deal whose id is the path parameter `param` (of that kind). */
export const onDeal = (need: DealNeed, param = 'dealId', kind: DealIdKind = 'deal', missing?: string): DealAccess => ({
  in: 'path',
  param,
  kind,
  need,
  ...(missing !== undefined && { missing }),
});

/** Any signed-in user. */
export const SIGNED_IN: AccessRule = {};

/**
 * The bank's staff who work with deals, their forms and reference data (suggestions, codes, typical comments, check
 * algorithms): every role but the calculator-only one, whose screen is the credit calculator alone (000 §2.13).
 */
export const STAFF: AccessRule = { roles: roleValues.filter((role) => role !== 'ROLE_CREDIT_CALCULATOR') };
