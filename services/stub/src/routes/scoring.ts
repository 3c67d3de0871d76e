import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { scoringTexts } from '../domain/scoring';
import { actorOf, viewerOf } from '../plugins/auth';
import { dealAllVariants, dealDecisions, dealHistory, dealVariants } from '../domain/decisions';
import { visibleDeal } from '../domain/deal-book';
import { reasonCodes, rejectReasons } from '../domain/deal-book/decision-reasons';

/**
 * The scoring step and the additional checks of the deal page (001 §2.5, §4, §7 'Scoring, checks, decisions'): the
 * last scoring's groups, every check run on the deal, the check cache (per deal, per check entity), the algorithms,
 * the client's data for a check, the checks of a deal and a new one (completed later: the `completeCheck` event to
 * the user who ran it). Who may call them is the access table's (authorisation/scoring.ts); the rules are the
 * domain's (domain/scoring/).
 */
async function checkRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { scoring, additionalChecks } = store;

  app.route<ApiRoute<'getScoringData'>>({
    ...contract.route('getScoringData'),
    handler: async (request) => ({ result: scoring.data(store, viewerOf(request), request.params.dealId) }),
  });

  app.route<ApiRoute<'listDealScoringChecks'>>({
    ...contract.route('listDealScoringChecks'),
    handler: async (request) => ({ result: scoring.history(store, viewerOf(request), request.params.dealId) }),
  });

  app.route<ApiRoute<'disableScoringCache'>>({
    ...contract.route('disableScoringCache'),
    handler: async (request) => {
      scoring.disableCache(store, viewerOf(request), request.params.dealId);
      return { result: true, messages: [{ type: 'success', message: scoringTexts.cacheOff }] };
    },
  });

  app.route<ApiRoute<'markCheckEntityForRescoring'>>({
    ...contract.route('markCheckEntityForRescoring'),
    handler: async (request) => {
      scoring.markForRescoring(store, viewerOf(request), request.params.checkEntityId);
      return { result: true };
    },
  });

  app.route<ApiRoute<'listCheckAlgorithms'>>({
    ...contract.route('listCheckAlgorithms'),
    handler: async () => ({ result: additionalChecks.algorithms() }),
  });

  app.route<ApiRoute<'getClientCheckInfo'>>({
    ...contract.route('getClientCheckInfo'),
    handler: async (request) => ({
      result: additionalChecks.clientInfo(store, viewerOf(request), request.params.dealId),
    }),
  });

  app.route<ApiRoute<'listAdditionalChecks'>>({
    ...contract.route('listAdditionalChecks'),
    handler: async (request) => ({ result: additionalChecks.list(store, viewerOf(request), request.query.dealId) }),
  });

  app.route<ApiRoute<'createAdditionalCheck'>>({
    ...contract.route('createAdditionalCheck'),
    handler: async (request) => {
      const started = additionalChecks.create(store, actorOf(request), request.query.dealId, request.body);
      app.publishLater({ user: started.username }, started.event, started.delayMs);
      return { result: { success: true, id: started.id } };
    },
  });
}

/**
 * The deal page's history and decisions steps and the loan-variants tables (001 §2.6, §7 'Scoring, checks,
 * decisions'): the deal's process log, its decisions, its variants and all its variants. Who may call them is the
 * access table's (authorisation/scoring.ts); the deal must be one the user sees (404 'Заявка не найдена'); what each
 * user sees of them is the domain's (domain/decisions/).
 */
async function decisionRoutes(app: FastifyInstance) {
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

/**
 * The reason popup's codes and the reasons a deal was rejected (001 §7 'Scoring, checks, decisions'). Who may call
 * them is the access table's (authorisation/scoring.ts); which deal a user sees is the lists' rule (404
 * otherwise). The decision itself is a post of the deal page's form (routes/tasks.ts).
 */
async function decisionReasonRoutes(app: FastifyInstance) {
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

/** The scoring tag: scoring and checks, history, decisions and variants, reason codes. */
export default async function scoringRoutes(app: FastifyInstance) {
  await app.register(checkRoutes);
  await app.register(decisionRoutes);
  await app.register(decisionReasonRoutes);
}
