import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { dealAllVariants, dealDecisions, dealHistory, dealVariants } from '../domain/decisions';
import { viewerOf } from '../plugins/auth';

/**
 * The deal page's history and decisions steps and the loan-variants tables (001 §2.6, §7 'Scoring, checks,
 * decisions'): the deal's process log, its decisions, its variants and all its variants. Who may call them is the
 * access table's (authorisation/decisions.ts); the deal must be one the user sees (404 'Заявка не найдена'); what each
 * user sees of them is the domain's (domain/decisions/).
 */
export default async function decisionRoutes(app: FastifyInstance) {
  const { contract, store } = app;

  app.route<ApiRoute<'listDealLogs'>>({
    ...contract.route('listDealLogs'),
    handler: async (request) => ({ result: dealHistory(store, viewerOf(request), request.params.dealId) }),
  });

  app.route<ApiRoute<'listDealDecisions'>>({
    ...contract.route('listDealDecisions'),
    handler: async (request) => ({ result: dealDecisions(store, viewerOf(request), request.params.dealId) }),
  });

  app.route<ApiRoute<'listLoanVariants'>>({
    ...contract.route('listLoanVariants'),
    handler: async (request) => ({ result: dealVariants(store, viewerOf(request), request.params.dealId) }),
  });

  app.route<ApiRoute<'listAllLoanVariants'>>({
    ...contract.route('listAllLoanVariants'),
    handler: async (request) => ({ result: dealAllVariants(store, viewerOf(request), request.params.dealId) }),
  });
}
