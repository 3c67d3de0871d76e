import type { FastifyInstance, RouteOptions } from 'fastify';
import type { NotificationGroup } from '@autocredit/generated/api';
import { DomainError } from '../domain/errors';
import { SEED_PASSWORD } from '../domain/seed-users';

/**
 * The control surface under /__stub/ (never in the contract): what developers and tests use to drive the
 * stub. Each feature is one entry of `controls`; add a function there to extend it.
 */
type Control = (app: FastifyInstance, route: (options: RouteOptions) => void) => void;

interface NotificationRequest {
  username: string;
  title: string;
  body: string;
  group?: NotificationGroup;
  code?: string | null;
  dealId?: number;
}

/** GET /__stub/users: the seeded users and how to sign in as them. */
const users: Control = (app, route) =>
  route({
    method: 'GET',
    url: '/users',
    handler: async () => ({
      result: app.store.users.all().map((u) => ({
        id: u.id,
        username: u.username,
        fio: u.fio,
        email: u.email,
        roles: u.roles,
        privileges: u.privileges,
        salePoint: u.salePoint,
        passwordExpired: u.passwordExpired,
        password: u.seedPassword ? SEED_PASSWORD : null,
      })),
    }),
  });

/** POST /__stub/notifications: a notification for a user, published as `getNotification`. */
const notifications: Control = (app, route) =>
  route({
    method: 'POST',
    url: '/notifications',
    schema: {
      body: {
        type: 'object',
        required: ['username', 'title', 'body'],
        additionalProperties: false,
        properties: {
          username: { type: 'string', minLength: 1, maxLength: 180 },
          title: { type: 'string', minLength: 1, maxLength: 500 },
          body: { type: 'string', maxLength: 5000 },
          group: { $ref: 'openapi#/components/schemas/NotificationGroup' },
          code: { type: ['string', 'null'], maxLength: 100 },
          dealId: { type: 'integer', minimum: 1 },
        },
      },
    },
    handler: async (request, reply) => {
      const { username, group = 'autocredit', ...input } = request.body as NotificationRequest;
      const user = app.store.users.byUsername(username);
      if (!user) throw new DomainError('not-found', 'Пользователь не найден');
      return reply.code(201).send(app.store.notifications.create(user.id, { group, ...input }));
    },
  });

const controls: Control[] = [users, notifications];

export async function stubControlPlugin(app: FastifyInstance) {
  const route = (options: RouteOptions) => app.route({ ...options, config: { ...options.config, control: true } });
  for (const control of controls) control(app, route);
}
