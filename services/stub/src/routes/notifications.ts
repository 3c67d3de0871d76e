import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { pagingOf } from '../domain/lists/paging';
import { principalOf } from '../plugins/auth';

/** The user's notifications and the unseen counter (000 §2.8, 002 §7). */
export default async function notificationRoutes(app: FastifyInstance) {
  const { contract } = app;

  app.route<ApiRoute<'getUnseenNotificationCount'>>({
    ...contract.route('getUnseenNotificationCount'),
    handler: async (request) => ({
      result: { count: app.store.notifications.unseenCount(principalOf(request).user.id) },
    }),
  });

  app.route<ApiRoute<'listNotifications'>>({
    ...contract.route('listNotifications'),
    handler: async (request) => {
      const { page, perPage } = pagingOf(request.query);
      return { result: app.store.notifications.page(principalOf(request).user.id, page, perPage) };
    },
  });

  app.route<ApiRoute<'markNotificationsViewed'>>({
    ...contract.route('markNotificationsViewed'),
    handler: async (request) => {
      app.store.notifications.markViewed(principalOf(request).user.id, request.body.ids);
      return { result: true };
    },
  });
}
