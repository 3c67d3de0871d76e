import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { visibleDeal, visibleTask } from '../domain/deal-book';
import { cancelOptionalService, changeAgreedAuto, deleteTaskFile } from '../domain/deal-book/deal-changes';
import {
  autocreditInfo,
  initialFeePopupOf,
  ipConfig,
  limitTerms,
  serviceLimits,
  serviceLimitsWithVariants,
  strategyMinutes,
  timedOut,
  timerMessages,
} from '../domain/deal-book/deal-view';
import { variantsOfDeal } from '../domain/decisions';
import { processTexts } from '../domain/process';
import { actorOf, viewerOf } from '../plugins/auth';

/**
 * The task pages' helpers around a deal (002 §7 'Tasks'): the deal header with the verification strategies and the
 * risk info, the individual-entrepreneur check, the decision forms' service limits, the initial-fee popup, the
 * agreed-car choice, the cancellation of an optional service, the deletion of a file uploaded in a task, and the
 * underwriter's strategy timer with its delay reasons. Who may call them is the access table's
 * (authorisation/tasks.ts); which deal a user sees is the lists' rule (404 otherwise); what may change is the
 * domain's (domain/deal-book/deal-changes.ts).
 */
export default async function dealExtrasRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { world, deals: book } = store;

  app.route<ApiRoute<'getAutocreditInfo'>>({
    ...contract.route('getAutocreditInfo'),
    handler: async (request) => ({
      result: autocreditInfo(world, visibleDeal(store, viewerOf(request), request.params.dealId)),
    }),
  });

  app.route<ApiRoute<'getIpConfig'>>({
    ...contract.route('getIpConfig'),
    handler: async (request) => {
      const { source } = book.entry(visibleDeal(store, viewerOf(request), request.params.dealId));
      return { result: ipConfig(source) };
    },
  });

  app.route<ApiRoute<'getServiceLimitsWithoutVariants'>>({
    ...contract.route('getServiceLimitsWithoutVariants'),
    handler: async (request) => {
      const { source } = book.entry(visibleDeal(store, viewerOf(request), request.params.dealId));
      return { result: serviceLimits(limitTerms(source.credit, request.query)) };
    },
  });

  app.route<ApiRoute<'getServiceLimitsWithVariants'>>({
    ...contract.route('getServiceLimitsWithVariants'),
    handler: async (request) => {
      const deal = visibleDeal(store, viewerOf(request), request.params.dealId);
      const { source } = book.entry(deal);
      // The deal's variants as the variants tables show them (those its form data keep, else computed).
      return {
        result: serviceLimitsWithVariants(limitTerms(source.credit, request.query), variantsOfDeal(store, deal)),
      };
    },
  });

  app.route<ApiRoute<'getInitialFeePopup'>>({
    ...contract.route('getInitialFeePopup'),
    handler: async (request) => ({
      result: initialFeePopupOf(store, visibleDeal(store, viewerOf(request), request.params.dealId)),
    }),
  });

  app.route<ApiRoute<'changeAgreedAuto'>>({
    ...contract.route('changeAgreedAuto'),
    handler: async (request) => {
      changeAgreedAuto(store, visibleDeal(store, viewerOf(request), request.params.dealId), request.params.choice);
      return { result: true };
    },
  });

  app.route<ApiRoute<'cancelOptionalService'>>({
    ...contract.route('cancelOptionalService'),
    handler: async (request) => {
      const deal = visibleDeal(store, viewerOf(request), request.params.dealId);
      cancelOptionalService(book, deal, request.params.service, request.body);
      return { result: true };
    },
  });

  app.route<ApiRoute<'deleteTaskFile'>>({
    ...contract.route('deleteTaskFile'),
    handler: async (request) => {
      const { taskId, fileId } = request.params;
      const actor = actorOf(request);
      deleteTaskFile(book, visibleTask(store, actor, taskId, processTexts.noTask), actor, fileId);
      return { result: true };
    },
  });

  app.route<ApiRoute<'getStrategyTime'>>({
    ...contract.route('getStrategyTime'),
    handler: async (request) => ({
      result: { strategyTime: strategyMinutes(world, visibleDeal(store, viewerOf(request), request.params.dealId)) },
    }),
  });

  app.route<ApiRoute<'listTimerMessages'>>({
    ...contract.route('listTimerMessages'),
    handler: async () => ({ result: timerMessages() }),
  });

  app.route<ApiRoute<'getTimeOut'>>({
    ...contract.route('getTimeOut'),
    handler: async (request) => ({
      result: { isTimeOut: timedOut(store, visibleDeal(store, viewerOf(request), request.params.dealId)) },
    }),
  });
}
