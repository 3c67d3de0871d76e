import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { toUserListItem } from '../domain/auth/users';

/** The users page (000 §2.5): filtered and paged. */
export default async function userRoutes(app: FastifyInstance) {
  app.route<ApiRoute<'listUsers'>>({
    ...app.contract.route('listUsers'),
    handler: async (request) => {
      const { page = 1, per_page: perPage = 10, id, email, username } = request.query;
      const found = app.store.users.find({ id, email, username });
      const start = (page - 1) * perPage;
      return { result: { items: found.slice(start, start + perPage).map(toUserListItem), count: found.length } };
    },
  });
}
