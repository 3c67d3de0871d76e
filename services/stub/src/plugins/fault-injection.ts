import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@autocredit/generated/api';
import { texts } from '../domain/errors';
import { FaultStore } from './stub-control/fault-table';
import { toErrorReply } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The faults injected through `/__stub/faults`. */
    faults: FaultStore;
  }
}

/** Where the control surface lives; its URLs are never faulted. */
export const CONTROL_PREFIX = '/__stub';

const isControl = (path: string) => path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`);
const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/** The answer of a fault without a body: the stub's usual error envelope for the status. */
export function defaultFaultBody(status: number, request: FastifyRequest): ErrorBody {
  if (status >= 500) return toErrorReply(new Error('injected fault'), request).body;
  if (status === 401) return { result: texts.authRequired };
  return toErrorReply(Object.assign(new Error('injected fault'), { statusCode: status }), request).body;
}

/**
 * Applies the faults of `app.faults` (a FaultStore) to matching requests in one onRequest hook: wait `delayMs`,
 * then, when the fault has a status, answer with it (the body as given, sent as is, or the default envelope).
 * Register it before the auth plugin so that a fault applies before the token is checked.
 */
export const faultInjectionPlugin = fp(
  async (app: FastifyInstance) => {
    const faults = new FaultStore();
    app.decorate('faults', faults);
    /** Wake-ups of the requests being delayed (all woken when the app closes). */
    const sleeping = new Set<() => void>();

    const delay = (ms: number, reply: FastifyReply) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleeping.delete(wake);
          reply.raw.off('close', wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        sleeping.add(wake);
        // The client went away: stop waiting.
        reply.raw.once('close', wake);
      });

    app.addHook('onRequest', async (request, reply) => {
      if (faults.size === 0) return;
      const path = pathOf(request.url);
      if (isControl(path)) return;
      const action = faults.take(request.method, path);
      if (!action) return;
      request.log.info({ fault: action.fault }, 'stub fault applied');
      if (action.delayMs > 0) {
        await delay(action.delayMs, reply);
        if (reply.raw.destroyed || reply.raw.socket?.destroyed) {
          // Nobody is waiting for the answer any more (e.g. an event stream the browser gave up on).
          reply.hijack();
          reply.raw.end();
          return reply;
        }
      }
      if (action.status === null) return;
      const body = 'body' in action ? action.body : defaultFaultBody(action.status, request);
      // Sent as given: the contract's response check is for the stub's own answers, not injected ones.
      return reply
        .code(action.status)
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => JSON.stringify(payload))
        .send(body);
    });

    app.addHook('preClose', async () => {
      for (const wake of [...sleeping]) wake();
    });
  },
  { name: 'fault-injection' },
);
