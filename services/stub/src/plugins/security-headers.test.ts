import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, signIn, testApp } from '../testing/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('the security headers of every answer', () => {
  it('a data answer, an error and a downloaded file: nothing to load or frame, no sniffing, no referrer across origins', async () => {
    const { token } = await signIn(app, 'underwriter');
    const answers = [
      await app.inject({ method: 'GET', url: '/api/app/info' }),
      await app.inject({ method: 'GET', url: '/api/user/' }),
      await app.inject({
        method: 'GET',
        url: '/api/file/download/static/underwriterRegulations',
        headers: bearer(token),
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 200]);
    expect(answers[2]!.headers['content-type']).toBe('application/pdf');
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-site',
      });
    }
  });
});
