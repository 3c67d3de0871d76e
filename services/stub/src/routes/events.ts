import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { DomainError, texts } from '../domain/errors';
import { hubKey, mayPublish, signSubscriberJwt, verifyHubJwt, type HubClaims } from '../domain/events/hub-auth';
import { topicsOf } from '../domain/events/topics';
import { bearerToken, principalOf } from '../plugins/auth';

export const HUB_COOKIE = 'mercureAuthorization';
const HUB_PATH = '/.well-known/mercure';

/** The topics of the user and the hub itself: subscribe (SSE) and publish (Mercure protocol, 002 §7). */
export default async function eventRoutes(app: FastifyInstance) {
  const { contract, config } = app;
  const key = hubKey(config.mercureJwtKey);
  const publishers = new WeakMap<FastifyRequest, HubClaims>();

  /** The claims of the request's hub JWT (bearer first, then the cookie); undefined when it has none. */
  const hubClaims = async (request: FastifyRequest, allowCookie: boolean): Promise<HubClaims | undefined> => {
    const jwt = bearerToken(request.headers.authorization) ?? (allowCookie ? request.cookies[HUB_COOKIE] : undefined);
    if (!jwt) return undefined;
    const claims = await verifyHubJwt(key, jwt);
    const ended = claims?.sessionId != null && !app.store.sessions.isLive(claims.sessionId);
    if (!claims || ended) throw new DomainError('unauthorized', texts.authRequired);
    return claims;
  };

  app.route<ApiRoute<'getUserTopics'>>({
    ...contract.route('getUserTopics'),
    handler: async (request, reply) => {
      const { user, session } = principalOf(request);
      const topics = topicsOf(config.topicBase, user);
      const jwt = await signSubscriberJwt(key, topics, config.refreshTtl, session.id);
      // no Max-Age: the cookie ends with the browser, and the hub refuses it once the session ends
      const secure = request.protocol === 'https';
      reply.setCookie(HUB_COOKIE, jwt, { path: HUB_PATH, httpOnly: true, sameSite: 'strict', secure });
      return { result: { topics, mercureHub: config.mercureHubUrl } };
    },
  });

  app.route<ApiRoute<'subscribeEvents'>>({
    ...contract.route('subscribeEvents'),
    exposeHeadRoute: false,
    sse: 'manual',
    handler: async (request, reply) => {
      const claims = await hubClaims(request, true);
      const header = request.headers['last-event-id'];
      app.openEventStream(reply, {
        topics: request.query.topic,
        allowed: claims ? (claims.subscribe ?? []) : null,
        lastEventId: (Array.isArray(header) ? header[0] : header) || request.query.lastEventID,
      });
    },
  });

  app.route<ApiRoute<'publishEvent'>>({
    ...contract.route('publishEvent'),
    // The publisher is checked before the body: no valid JWT, no validation errors either.
    onRequest: async (request) => {
      const claims = await hubClaims(request, false);
      if (!claims) throw new DomainError('unauthorized', texts.authRequired);
      publishers.set(request, claims);
    },
    handler: async (request, reply) => {
      const body = request.body;
      const topics = Array.isArray(body.topic) ? body.topic : [body.topic];
      if (!mayPublish(publishers.get(request), topics)) throw new DomainError('forbidden', texts.forbidden);
      const update = app.hub.publish(topics, body.data, {
        private: body.private !== undefined,
        ...(body.id && { id: body.id }),
        ...(body.type && { type: body.type }),
        ...(body.retry !== undefined && { retry: body.retry }),
      });
      return reply.type('text/plain; charset=utf-8').send(update.id);
    },
  });
}
