import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { visibleDeal } from '../domain/deal-book';
import { reasonCodes, rejectReasons } from '../domain/deal-book/decision-reasons';
import { viewerOf } from '../plugins/auth';

/**
 * The reason popup's codes and the reasons a deal was rejected (001 §7 'Scoring, checks, decisions'). Who may call
 * them is the access table's (authorisation/decisions.ts); which deal a user sees is the lists' rule (404
 * otherwise). The decision itself is a post of the deal page's form (routes/tasks.ts).
 */
export default async function decisionReasonRoutes(app: FastifyInstance) {
  const { contract, store } = app;

  app.route<ApiRoute<'listReasonCodes'>>({
    ...contract.route('listReasonCodes'),
    handler: async (request) => {
      visibleDeal(store, viewerOf(request), request.params.dealId);
      return { result: reasonCodes(request.params.type) };
    },
  });

  app.route<ApiRoute<'listRejectReasons'>>({
    ...contract.route('listRejectReasons'),
    handler: async (request) => ({
      result: rejectReasons(store, visibleDeal(store, viewerOf(request), request.params.dealId)),
    }),
  });
}
