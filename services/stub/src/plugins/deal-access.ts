import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessRuleOf, type AccessRule } from '../authorisation';
import { checkDealAccess, dealsNamed } from '../domain/deal-book/deal-access';

type DealAccess = NonNullable<AccessRule['deal']>;

/** The raw id the request names its deal by (before validation: a string of the path or query, a body's value). */
function rawId(request: FastifyRequest, access: DealAccess): unknown {
  const source = access.in === 'path' ? request.params : access.in === 'query' ? request.query : request.body;
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[access.param] : undefined;
}

/** A decimal id as the contract gives them, or NaN (the call's validation then answers for it). */
function idOf(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : NaN;
}

/**
 * Enforces the `deal` of the access table (src/authorisation/): after the token and the roles, before the input is
 * validated, the deal(s) a call names must be in the user's scope (404) and, for a change of a deal in work, the
 * user must hold its open task (403). Ids that name no deal pass to the operation, which answers its own 404.
 */
export const dealAccessPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const operationId = request.routeOptions.config.operationId;
      const rule = operationId ? accessRuleOf(operationId) : undefined;
      const access = rule?.deal;
      if (!access || !request.principal) return;
      const { user } = request.principal;
      const deals = dealsNamed(app.store, access.kind, idOf(rawId(request, access)));
      checkDealAccess(app.store, user, deals, access.need, access.missing, rule.forbidden);
    });
  },
  { name: 'deal-access', dependencies: ['auth'] },
);
