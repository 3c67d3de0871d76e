import type { FastifyInstance, FastifyRequest } from 'fastify';
import { visibleDeal, visibleTask } from '../domain/deal-book';
import type { ApiRoute } from '../contract/types';
import {
  autocreditInfo,
  initialFeePopup,
  isIndividualEntrepreneur,
  limitTerms,
  serviceLimits,
  serviceLimitsWithVariants,
  strategyMinutes,
  timerMessages,
  underwriterTimedOut,
} from '../domain/deal-book/deal-view';
import { DomainError } from '../domain/errors';
import { isOpen, processTexts, taskDefinition } from '../domain/process';
import { principalOf, viewerOf } from '../plugins/auth';

/** The texts of these routes: the documents' (the file one, 002 §8) and the stub's. */
export const dealExtrasTexts = {
  dealNotFound: 'Заявка не найдена',
  fileUploadedBefore: 'Невозможно удалить файл загруженный ранее',
  fileNotFound: 'Файл не найден',
  serviceNotFound: 'Услуга не найдена',
  serviceInactive: 'Услуга уже отключена',
  cancelBeforeStatement: 'Дата повышения ставки не может быть раньше даты заявления',
  dealFinished: 'Заявка завершена, изменение невозможно',
} as const;

/**
 * The task pages' helpers around a deal (002 §7 'Tasks'): the deal header with the verification strategies and the
 * risk info, the individual-entrepreneur check, the decision forms' service limits, the initial-fee popup, the
 * agreed-car choice, the cancellation of an optional service, the deletion of a file uploaded in a task, and the
 * underwriter's strategy timer with its delay reasons. Who may call them is the access table's
 * (authorisation/tasks.ts); which deal a user sees is the lists' rule (404 otherwise).
 */
export default async function dealExtrasRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { world, deals: book } = store;

  /** The row of a deal the user may see (404 otherwise: a deal of another sale point is not shown). */
  const dealRow = (request: FastifyRequest, dealId: number): number => visibleDeal(store, viewerOf(request), dealId);

  app.route<ApiRoute<'getAutocreditInfo'>>({
    ...contract.route('getAutocreditInfo'),
    handler: async (request) => ({ result: autocreditInfo(world, dealRow(request, request.params.dealId)) }),
  });

  app.route<ApiRoute<'getIpConfig'>>({
    ...contract.route('getIpConfig'),
    handler: async (request) => {
      const { source } = book.entry(dealRow(request, request.params.dealId));
      return {
        result: {
          isJobIndividualBusinessman: isIndividualEntrepreneur(source.client.work?.employer),
          costRequested: source.credit.costRequested,
        },
      };
    },
  });

  app.route<ApiRoute<'getServiceLimitsWithoutVariants'>>({
    ...contract.route('getServiceLimitsWithoutVariants'),
    handler: async (request) => {
      const { source } = book.entry(dealRow(request, request.params.dealId));
      return { result: serviceLimits(limitTerms(source.credit, request.query)) };
    },
  });

  app.route<ApiRoute<'getServiceLimitsWithVariants'>>({
    ...contract.route('getServiceLimitsWithVariants'),
    handler: async (request) => {
      const { source } = book.entry(dealRow(request, request.params.dealId));
      return { result: serviceLimitsWithVariants(limitTerms(source.credit, request.query), source.variants) };
    },
  });

  app.route<ApiRoute<'getInitialFeePopup'>>({
    ...contract.route('getInitialFeePopup'),
    handler: async (request) => {
      const deal = dealRow(request, request.params.dealId);
      return { result: initialFeePopup(book.entry(deal).source, world.deals.lastDecision[deal]! >= 0) };
    },
  });

  app.route<ApiRoute<'changeAgreedAuto'>>({
    ...contract.route('changeAgreedAuto'),
    handler: async (request) => {
      const deal = dealRow(request, request.params.dealId);
      if (world.statusOf(deal).finished) throw new DomainError('invalid', dealExtrasTexts.dealFinished);
      const { source } = book.entry(deal);
      // Agreed: the car and its cost as the application has them; not agreed: the agreed cost is to be typed.
      const agreed = request.params.choice === 1 ? (source.credit.carCostRequested ?? null) : null;
      book.saveSource(deal, { ...source, release: { ...source.release, carCostAgreedClient: agreed } });
      return { result: true };
    },
  });

  app.route<ApiRoute<'cancelOptionalService'>>({
    ...contract.route('cancelOptionalService'),
    handler: async (request) => {
      const deal = dealRow(request, request.params.dealId);
      const { cancelStatementDate, cancelUpPercentDate } = request.body;
      const { source } = book.entry(deal);
      const { services } = source.release;
      const index = services.findIndex((s) => s.code === request.params.service);
      if (index < 0) throw new DomainError('not-found', dealExtrasTexts.serviceNotFound);
      if (!services[index]!.active) throw new DomainError('invalid', dealExtrasTexts.serviceInactive);
      // Both are yyyy-MM-dd (the contract checks them): the raised rate cannot apply before the client's statement.
      if (cancelUpPercentDate < cancelStatementDate) {
        throw new DomainError('invalid', dealExtrasTexts.cancelBeforeStatement, [
          { propertyPath: 'cancelUpPercentDate', message: dealExtrasTexts.cancelBeforeStatement },
        ]);
      }
      const changed = services.map((s, i) => (i === index ? { ...s, active: false } : s));
      book.saveSource(deal, { ...source, release: { ...source.release, services: changed } });
      return { result: true };
    },
  });

  app.route<ApiRoute<'deleteTaskFile'>>({
    ...contract.route('deleteTaskFile'),
    handler: async (request) => {
      const { taskId, fileId } = request.params;
      const { deal, entry, task } = visibleTask(store, viewerOf(request), taskId, processTexts.noTask);
      if (!isOpen(task)) throw new DomainError('not-found', processTexts.gone);
      // Only the task's assignee works in it (as a form save: on a GOZ task 'Завершите предыдущий шаг').
      if (task.assignee !== principalOf(request).user.username) {
        if (task.assignee !== null) throw new DomainError('forbidden', processTexts.othersTask);
        const goz = taskDefinition(task.key).role === 'goz';
        throw new DomainError('forbidden', goz ? processTexts.previousStep : processTexts.forbidden);
      }
      const { source } = entry;
      const code = Object.keys(source.documents).find((c) => source.documents[c]!.files.some((f) => f.id === fileId));
      if (code === undefined) throw new DomainError('not-found', dealExtrasTexts.fileNotFound);
      const document = source.documents[code]!;
      const file = document.files.find((f) => f.id === fileId)!;
      // A file without its moment cannot be shown to be this task's: it is one of the earlier ones.
      const uploadedAt = file.createdAt === undefined ? NaN : Date.parse(file.createdAt);
      if (!(uploadedAt >= task.createdAt)) throw new DomainError('forbidden', dealExtrasTexts.fileUploadedBefore);
      const files = document.files.filter((f) => f.id !== fileId);
      book.saveSource(deal, { ...source, documents: { ...source.documents, [code]: { ...document, files } } });
      return { result: true };
    },
  });

  app.route<ApiRoute<'getStrategyTime'>>({
    ...contract.route('getStrategyTime'),
    handler: async (request) => ({
      result: { strategyTime: strategyMinutes(world, dealRow(request, request.params.dealId)) },
    }),
  });

  app.route<ApiRoute<'listTimerMessages'>>({
    ...contract.route('listTimerMessages'),
    handler: async () => ({ result: timerMessages() }),
  });

  app.route<ApiRoute<'getTimeOut'>>({
    ...contract.route('getTimeOut'),
    handler: async (request) => {
      const deal = dealRow(request, request.params.dealId);
      // The store's clock (the deal book's): tests move it.
      const { now } = book.context();
      return { result: { isTimeOut: underwriterTimedOut(book.entry(deal).state, strategyMinutes(world, deal), now) } };
    },
  });
}
