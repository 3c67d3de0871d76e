import type { NotificationGroup } from '@autocredit/generated/api';
import { DomainError } from '../../domain/errors';
import type { Control } from './control';

interface NotificationRequest {
  username: string;
  title: string;
  body: string;
  group?: NotificationGroup;
  code?: string | null;
  dealId?: number;
}

/** POST /__stub/notifications: a notification for a user, stored and published as `getNotification`. */
export const notifications: Control = (app, route) =>
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
