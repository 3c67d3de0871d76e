import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import { STAFF, onDeal, type AccessRule } from './access-rule';

/**
 * The suggestions (000 §7, 002 §7). Names, addresses, organisations and the car catalogue are reference data that
 * every form asks for (the task pages, the deal page, the short form, the calculator's car cascade): any signed-in
 * user. A client's registration address is a person's data: whoever works tasks or may view the deal page, and
 * only for a client of a deal they see (the domain's rule).
 */
export const suggestionRules = {
  suggestPersonName: STAFF,
  suggestAddress: STAFF,
  suggestParty: STAFF,
  getCarFieldSuggest: STAFF,
  suggestCarInfo: STAFF,
  getRegistrationAddress: {
    roles: ROLE_GROUPS.taskWorkers,
    privileges: ['deal-view-info'],
    deal: onDeal('see', 'clientId', 'person'),
  },
} satisfies Partial<Record<OperationId, AccessRule>>;
