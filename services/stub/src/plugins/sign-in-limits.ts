import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Credentials } from '@autocredit/generated/api';
import { DomainError } from '../domain/errors';
import { HttpError } from './http-errors';

export const signInTexts = {
  locked: 'Слишком много неудачных попыток входа. Повторите попытку позже.',
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a sign-in under the limits of failed attempts, per username and per address: once either has had its
     * number of failures within the window, sign-in is refused with 429 and `Retry-After` (the right password too)
     * until the window ends. A refused password counts one failure for both.
     */
    limitSignIn<T>(request: FastifyRequest, reply: FastifyReply, signIn: () => Promise<T>): Promise<T>;
  }
}

/** The limits of failed sign-ins (@fastify/rate-limit counts them; only failures count, so load tests sign in freely). */
export const signInLimitsPlugin = fp(
  async (app: FastifyInstance, opts: { perUser: number; perAddress: number; lockMs: number }) => {
    await app.register(rateLimit, { global: false });
    const usernameOf = (request: FastifyRequest) =>
      `user:${String((request.body as Partial<Credentials> | undefined)?.username ?? '').toLowerCase()}`;
    const limiters = [
      app.createRateLimit({ max: opts.perUser, timeWindow: opts.lockMs, keyGenerator: usernameOf }),
      app.createRateLimit({ max: opts.perAddress, timeWindow: opts.lockMs, keyGenerator: (r) => `ip:${r.ip}` }),
    ];

    type LimitState = Awaited<ReturnType<(typeof limiters)[number]>>;
    /** 429 with the seconds left in `Retry-After`, for the limits that refuse. */
    const refused = (reply: FastifyReply, states: LimitState[]) => {
      const seconds = Math.max(1, ...states.map((state) => (state.isAllowed ? 0 : state.ttlInSeconds)));
      reply.header('retry-after', String(seconds));
      return new HttpError(429, { result: signInTexts.locked });
    };
    /** Refuses the request once a limit has had all its failures (the window not over). */
    const refuseIfLocked = async (request: FastifyRequest, reply: FastifyReply) => {
      const states = await Promise.all(limiters.map((limiter) => limiter(request, { increment: false })));
      const locked = states.filter((state) => !state.isAllowed && state.remaining === 0);
      if (locked.length > 0) throw refused(reply, locked);
    };

    app.decorate(
      'limitSignIn',
      async <T>(request: FastifyRequest, reply: FastifyReply, signIn: () => Promise<T>): Promise<T> => {
        await refuseIfLocked(request, reply);
        try {
          const signedIn = await signIn();
          // attempts checked in parallel: a lock reached while this password was being checked refuses it too
          await refuseIfLocked(request, reply);
          return signedIn;
        } catch (error) {
          if (!(error instanceof DomainError && error.kind === 'unauthorized')) throw error;
          const states = await Promise.all(limiters.map((limiter) => limiter(request)));
          const over = states.filter((state) => !state.isAllowed && state.isExceeded);
          throw over.length > 0 ? refused(reply, over) : error;
        }
      },
    );
  },
  { name: 'sign-in-limits' },
);
