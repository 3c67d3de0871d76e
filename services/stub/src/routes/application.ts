import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';

/** Information about the application itself. */
export default async function applicationRoutes(app: FastifyInstance) {
  app.route<ApiRoute<'getAppInfo'>>({
    ...app.contract.route('getAppInfo'),
    handler: async () => ({ result: { version: app.config.appVersion } }),
  });
}
