import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { NotificationListResponse, TokenPair } from '@autocredit/generated/api';
import { as, signIn, testApp } from '../testing/app';

let app: FastifyInstance;
let underwriter: TokenPair;

beforeEach(async () => {
  app = await testApp();
  underwriter = await signIn(app, 'underwriter');
});
afterEach(() => app.close());

const unseen = async (tokens: TokenPair) =>
  (await as(app, tokens, { method: 'GET', url: '/api/notification/get/new' })).json().result.count as number;
const list = async (tokens: TokenPair, query = '') =>
  (await as(app, tokens, { method: 'GET', url: `/api/notification/get/all${query}` })).json<NotificationListResponse>()
    .result;
const markViewed = (tokens: TokenPair, ids: unknown) =>
  as(app, tokens, { method: 'POST', url: '/api/notification/set/viewed', payload: { ids } });

describe('notifications', () => {
  it('counts the unseen ones', async () => {
    expect(await unseen(underwriter)).toBe(3);
  });

  it('lists them newest first, 10 a page, with every group seeded', async () => {
    const first = await list(underwriter);
    expect(first.count).toBe(12);
    expect(first.notifications).toHaveLength(10);
    const dates = first.notifications.map((n) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.notifications[0]).toMatchObject({
      status: 'send',
      notification: { notificationGroup: 'autocredit', message: { code: 'clientApproved' } },
      additionalOptions: { dealId: 100264 },
    });
    const second = await list(underwriter, '?page=2');
    expect(second.notifications).toHaveLength(2);
    const groups = new Set(
      [...first.notifications, ...second.notifications].map((n) => n.notification.notificationGroup),
    );
    expect([...groups].sort()).toEqual([
      'agentActVerified',
      'agentAgreement',
      'autocredit',
      'fastDecision',
      'pledge',
      'sme',
    ]);
    expect((await list(underwriter, '?page=3&per_page=5')).notifications).toHaveLength(2);
    expect((await list(underwriter, '?page=40')).notifications).toEqual([]);
  });

  it('marks only the caller’s own notifications as viewed', async () => {
    const goz = await signIn(app, 'goz');
    const own = (await list(underwriter)).notifications.filter((n) => n.status === 'send').map((n) => n.id);
    const others = (await list(goz)).notifications.filter((n) => n.status === 'send').map((n) => n.id);
    const res = await markViewed(underwriter, [own[0], ...others]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect(await unseen(underwriter)).toBe(2);
    expect(await unseen(goz)).toBe(3);
    expect((await list(underwriter)).notifications.find((n) => n.id === own[0])?.status).toBe('viewed');
  });

  it('refuses bad ids with field errors', async () => {
    const empty = await markViewed(underwriter, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { propertyPath: 'ids', message: 'Список должен содержать не менее 1 элемента' },
    ]);
    const strings = await markViewed(underwriter, [1001, '1002']);
    expect(strings.statusCode).toBe(400);
    expect(strings.json().errors).toEqual([{ propertyPath: 'ids.1', message: 'Неверный формат значения' }]);
  });

  it('shows a notification created through the control surface first, unseen', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__stub/notifications',
      payload: {
        username: 'underwriter',
        title: 'Заявка № 100245',
        body: 'Клиент согласился с решением',
        dealId: 100245,
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      status: 'send',
      notification: { message: { title: 'Заявка № 100245', code: null }, notificationGroup: 'autocredit' },
      additionalOptions: { dealId: 100245 },
    });
    expect((await list(underwriter)).notifications[0]?.id).toBe(created.id);
    expect(await unseen(underwriter)).toBe(4);
  });

  it('acts for the impersonated user', async () => {
    const admin = await signIn(app, 'admin');
    await markViewed(
      admin,
      (await list(admin)).notifications.map((n) => n.id),
    );
    expect(await unseen(admin)).toBe(0);
    await as(app, admin, { method: 'POST', url: '/api/impersonate/take', payload: { username: 'goz' } });
    expect(await unseen(admin)).toBe(3);
  });
});
