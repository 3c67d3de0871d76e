import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SEED_USERS } from '../domain/auth/seed-users';
import { userTopic } from '../domain/events/topics';
import { recordPublished, testApp } from '../testing/app';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

const goz = SEED_USERS.find((u) => u.username === 'goz')!;
const order = {
  type: 'goz' as const,
  viewer: { id: goz.id, roles: goz.roles, privileges: goz.privileges },
  user: { fio: goz.fio, username: goz.username },
  query: { surName: 'Иванов' },
  filtersText: 'Фамилия: Иванов',
};
const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the report builds (plugin option delayMs: STUB_REPORT_DELAY_MS)', () => {
  it('records the order at once and builds it `delayMs` later, then publishes getReport to the user', async () => {
    app = await testApp({ reportDelayMs: 50 });
    const published = recordPublished(app);
    const record = app.reportBuilds.order(order);
    expect(record.status).toBe('new');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(record.status).toBe('new');
    await until(() => published.some((p) => p.event.type === 'getReport'));
    expect(record.status).toBe('complete');
    const event = published.find((p) => p.event.type === 'getReport')!;
    expect(event.topics).toEqual([userTopic(app.config.topicBase, goz.id)]);
    expect((await app.reportBuilds.file(record)).length).toBeGreaterThan(0);
  });

  it('stops the builds not yet begun when the app closes', async () => {
    app = await testApp({ reportDelayMs: 60_000 });
    const record = app.reportBuilds.order(order);
    await app.close();
    app = undefined;
    expect(record.status).toBe('new');
  });
});
