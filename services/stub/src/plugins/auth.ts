import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessRuleOf } from '../authorisation';
import { DomainError, texts } from '../domain/errors';
import type { Worker } from '../domain/deal-book/task-work';
import type { Viewer } from '../domain/lists/scope';
import { passes } from '../domain/auth/roles';
import type { Principal } from '../domain/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who makes the request; set for every operation that is not public. */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** A route of the /__stub/ control surface (outside the contract and the authorisation table). */
    control?: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer ...` header. */
export const bearerToken = (header: string | undefined): string | undefined => header?.match(BEARER)?.[1];

/** The principal of a request that passed the auth hook. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new DomainError('unauthorized', texts.authRequired);
  return request.principal;
}

/** Who looks at lists and deals: the user acted as (the impersonated one while switched). */
export function viewerOf(request: FastifyRequest): Viewer {
  const { user } = principalOf(request);
  return { id: user.id, roles: user.roles, privileges: user.privileges };
}

/** Who works tasks and forms: the user acted as (by id what they see, by username what they hold). */
export function actorOf(request: FastifyRequest): Worker {
  const { user } = principalOf(request);
  return { id: user.id, username: user.username, roles: user.roles, privileges: user.privileges };
}

/** Enforces src/authorisation/index.ts: tokens, the expired password, roles and privileges. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('principal', null);

    app.addHook('onRoute', (route) => {
      if (route.config?.control) return;
      const operationId = route.config?.operationId;
      if (!operationId || !accessRuleOf(operationId)) {
        throw new Error(
          `${route.method} ${route.url}: every route needs an operationId with an entry in src/authorisation/index.ts`,
        );
      }
    });

    app.addHook('onRequest', async (request) => {
      const operationId = request.routeOptions.config.operationId;
      if (!operationId) return;
      const rule = accessRuleOf(operationId);
      if (!rule || rule.public) return;
      const token = bearerToken(request.headers.authorization);
      const principal = token ? app.store.sessions.authenticate(token) : undefined;
      if (!principal) throw new DomainError('unauthorized', texts.authRequired);
      if (principal.signedIn.passwordExpired && !rule.allowExpiredPassword) {
        throw new DomainError('unauthorized', texts.passwordExpired);
      }
      const subject = rule.asSignedInUser ? principal.signedIn : principal.user;
      if (!passes({ roles: subject.roles, privileges: subject.privileges }, rule)) {
        throw new DomainError('forbidden', rule.forbidden ?? texts.forbidden);
      }
      request.principal = principal;
    });
  },
  { name: 'auth' },
);
