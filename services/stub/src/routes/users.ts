import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { toUserListItem } from '../domain/auth/users';
import { pageOf, pagingOf } from '../domain/lists/paging';

/** The users page (000 §2.5): filtered and paged. */
export default async function userRoutes(app: FastifyInstance) {
  app.route<ApiRoute<'listUsers'>>({
    ...app.contract.route('listUsers'),
    handler: async (request) => {
      const { id, email, username } = request.query;
      const found = app.store.users.find({ id, email, username });
      return { result: { items: pageOf(found, pagingOf(request.query)).map(toUserListItem), count: found.length } };
    },
  });
}
