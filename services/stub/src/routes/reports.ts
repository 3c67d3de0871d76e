import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { pagingOf } from '../domain/lists/paging';
import { MEDIA_TYPES, reportOrder } from '../domain/reports';
import { principalOf, viewerOf } from '../plugins/auth';
import { download } from '../plugins/downloads';

/**
 * The reports page (002 §2 'Reports page', §3, §7): a build answers the report's hash at once and is built in the
 * background (plugins/report-builds.ts), the `getReport` event telling the user when it is done. The list is the
 * user's reports; only a complete one downloads. Who may call them is the access table's (authorisation/reports.ts);
 * which type a user may build and the filters' rules are the domain's (domain/reports/report-order.ts).
 */
export default async function reportRoutes(app: FastifyInstance) {
  const { contract, store, reportBuilds } = app;

  app.route<ApiRoute<'buildReport'>>({
    ...contract.route('buildReport'),
    handler: async (request) => {
      const { type } = request.params;
      const viewer = viewerOf(request);
      const order = reportOrder(viewer, type, request.query);
      const { user } = principalOf(request);
      const record = reportBuilds.order({ type, viewer, user, ...order });
      return { result: { hash: record.hash } };
    },
  });

  app.route<ApiRoute<'listReports'>>({
    ...contract.route('listReports'),
    handler: async (request) => {
      const { page, perPage } = pagingOf(request.query);
      return { result: store.reports.list(viewerOf(request), page, perPage) };
    },
  });

  app.route<ApiRoute<'downloadReport'>>({
    ...contract.route('downloadReport'),
    handler: async (request, reply) => {
      const record = store.reports.downloadable(viewerOf(request), request.params.hash);
      const bytes = await reportBuilds.file(record);
      return download(reply, MEDIA_TYPES[record.format], `${record.title}.${record.format}`, bytes);
    },
  });
}
