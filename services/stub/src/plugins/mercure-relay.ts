import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hubKey, signPublisherJwt } from '../domain/events/hub-auth';
import type { Update } from '../domain/events/hub';

export interface MercureRelayOptions {
  /** The publish address of the external Mercure hub (`https://hub.example/.well-known/mercure`). */
  url: string;
  /** The HS256 key the hub checks publisher JWTs with. */
  jwtKey: string;
  /** How long one publication may take, ms. */
  timeoutMs?: number;
}

/** One update as the Mercure publish protocol's form: topic (repeated), data, id, private, type, retry. */
export function publishForm(update: Update): URLSearchParams {
  const form = new URLSearchParams();
  for (const topic of update.topics) form.append('topic', topic);
  form.set('data', update.data);
  form.set('id', update.id);
  if (update.private) form.set('private', 'on');
  if (update.type !== undefined) form.set('type', update.type);
  if (update.retry !== undefined) form.set('retry', String(update.retry));
  return form;
}

/**
 * Hands every update of the stub's hub to an external Mercure hub, in order, over its publish protocol (a form POST
 * with a publisher JWT for every topic): the event channel past one machine. The stub's own hub then only relays;
 * `GET /api/user/topics` names the external hub (`STUB_MERCURE_HUB_URL`), whose subscriber key must be the stub's.
 */
export const mercureRelayPlugin = fp(
  async (app: FastifyInstance, opts: MercureRelayOptions) => {
    const jwt = await signPublisherJwt(hubKey(opts.jwtKey), ['*']);
    const timeoutMs = opts.timeoutMs ?? 5000;
    let queue: Promise<void> = Promise.resolve();

    const post = async (update: Update) => {
      try {
        const res = await fetch(opts.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${jwt}` },
          body: publishForm(update),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) app.log.error({ status: res.status, id: update.id }, 'the Mercure hub refused an update');
      } catch (error) {
        app.log.error({ err: error, id: update.id }, 'the Mercure hub could not be reached');
      }
    };

    const { unsubscribe } = app.hub.subscribe({
      topics: ['*'],
      allowed: ['*'],
      send: (update) => {
        queue = queue.then(() => post(update));
      },
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      await queue;
    });
  },
  { name: 'mercure-relay', dependencies: ['event-hub'] },
);
