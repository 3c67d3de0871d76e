import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../testing/app';
import { signInTexts } from './sign-in-limits';

let app: FastifyInstance | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
});

const signInAs = (username: string, password: string, remoteAddress = '10.0.0.1') =>
  app!.inject({ method: 'POST', url: '/api/token/create', payload: { username, password }, remoteAddress });

describe('failed sign-ins are limited per username and per address', () => {
  it('after the failures of one username, sign-in is refused with 429 and Retry-After, the right password too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    app = await testApp({ signInFailuresPerUser: 3, signInFailuresPerAddress: 100, signInLockMs: 60_000 });
    for (let i = 0; i < 3; i++) expect((await signInAs('goz', 'wrong', `10.0.0.${i + 1}`)).statusCode).toBe(401);

    const locked = await signInAs('goz', 'secret', '10.0.0.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ result: signInTexts.locked });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // another user is not locked out, and a success counts nothing
    expect((await signInAs('underwriter', 'secret', '10.0.0.9')).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 60_001);
    expect((await signInAs('goz', 'secret')).statusCode).toBe(200);
  });

  it('after the failures from one address, every username from it is refused; other addresses sign in', async () => {
    app = await testApp({ signInFailuresPerUser: 100, signInFailuresPerAddress: 4, signInLockMs: 60_000 });
    for (const username of ['goz', 'admin', 'nobody', 'auditor']) {
      expect((await signInAs(username, 'guess', '10.0.0.7')).statusCode).toBe(401);
    }
    expect((await signInAs('viewer', 'secret', '10.0.0.7')).statusCode).toBe(429);
    expect((await signInAs('viewer', 'secret', '10.0.0.8')).statusCode).toBe(200);
  });

  it('300 parallel wrong passwords for one user: as many 401 as the limit allows, the rest 429', async () => {
    app = await testApp({ signInFailuresPerUser: 10, signInFailuresPerAddress: 1000, signInLockMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => signInAs('goz', `guess-${i}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(290);
    expect((await signInAs('goz', 'secret')).statusCode).toBe(429);
  });

  it('lets successful sign-ins through without counting them (a load test signs in as often as it likes)', async () => {
    app = await testApp({ signInFailuresPerUser: 2, signInFailuresPerAddress: 2, signInLockMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => signInAs('goz', 'secret')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });
});
