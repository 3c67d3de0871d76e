import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { scoringTexts } from '../domain/scoring';
import { actorOf, viewerOf } from '../plugins/auth';

/**
 * The scoring step and the additional checks of the deal page (001 §2.5, §4, §7 'Scoring, checks, decisions'): the
 * last scoring's groups, every check run on the deal, the check cache (per deal, per check entity), the algorithms,
 * the client's data for a check, the checks of a deal and a new one (completed later: the `completeCheck` event to
 * the user who ran it). Who may call them is the access table's (authorisation/scoring.ts); the rules are the
 * domain's (domain/scoring/).
 */
export default async function scoringRoutes(app: FastifyInstance) {
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
