import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { visibilityTexts, visibleDeal, visibleTask } from '../domain/deal-book';
import { Pages, type PagePost, type PageQuery } from '../domain/deal-book/pages';
import {
  claim,
  fastDecisionForm,
  refusalReasons,
  refuseTask,
  saveFastDecisionForm,
  taskTimesOf,
  unclaim,
} from '../domain/deal-book/task-work';
import { DomainError } from '../domain/errors';
import { messages } from '../domain/forms';
import { processTexts } from '../domain/process';
import { HttpError } from '../plugins/http-errors';
import { actorOf, viewerOf } from '../plugins/auth';
import { reasonsOf, type BadRequestAnswer } from '../plugins/errors';
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

const SAVED = [{ type: 'success' as const, message: messages.saved }];

/** A path id as the router gives it (a string when bad input stopped the request before validation). */
function idOf(value: unknown, missing: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new DomainError('not-found', missing);
  return id;
}

/** The query of a form page when it is valid (after the route's own validation and coercion); else none. */
function pageQueryOf(request: FastifyRequest): PageQuery {
  const validate = request.getValidationFunction('querystring');
  const query = { ...(request.query as object) };
  return validate && validate(query) ? (query as PageQuery) : {};
}

/**
 * The task pages (002 §7 'Tasks'): claims, the form of a task's step and its posts, the timers'
 * moments, the short fast-decision form, the refusal of a task (a pledge task, a deal at its release). Each handler parses, is authorised (the access
 * table), calls the domain (domain/deal-book: task-work, pages) and replies; the process engine decides who may do
 * what with a task.
 */
async function taskWorkRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const pages = new Pages(store);

  /**
   * The 400 of a form post in the contract's shape (the form with its errors), whatever refused it: a body that is
   * not JSON or not a form's values, a wrong parameter, a step that does not exist, the process.
   */
  const refusedForm =
    (refuse: (request: FastifyRequest, query: PageQuery, reasons: string[]) => PagePost): BadRequestAnswer =>
    (request, error) => {
      const { outcome } = refuse(request, pageQueryOf(request), reasonsOf(error));
      return { result: { form: outcome.form, ...(outcome.kind === 'invalid' && { errors: outcome.errors }) } };
    };

  /** Answers a form post: 400 with the form's errors, or the form (saved: with 'Успешно сохранено.'). */
  const answer = (reply: FastifyReply, post: PagePost) => {
    const { outcome } = post;
    if (outcome.kind === 'invalid')
      return reply.code(400).send({ result: { form: outcome.form, errors: outcome.errors } });
    app.runEffects(post.effects);
    return outcome.kind === 'saved'
      ? { result: { form: outcome.form }, messages: SAVED }
      : { result: { form: outcome.form } };
  };

  app.route<ApiRoute<'claimTask'>>({
    ...contract.route('claimTask'),
    handler: async (request) => {
      const { taskId } = request.params;
      app.runEffects(claim(store, actorOf(request), taskId));
      return { result: { id: taskId } };
    },
  });

  app.route<ApiRoute<'unclaimTask'>>({
    ...contract.route('unclaimTask'),
    handler: async (request) => {
      const { taskId } = request.params;
      app.runEffects(unclaim(store, actorOf(request), taskId));
      return { result: { id: taskId } };
    },
  });

  app.route<ApiRoute<'getTask'>>({
    ...contract.route('getTask'),
    handler: async (request) => {
      const { step, variant } = request.query;
      return { result: pages.task(actorOf(request), request.params.taskId, { step, variant }) };
    },
  });

  app.route<ApiRoute<'saveTaskForm'>>({
    ...contract.route('saveTaskForm', {
      badRequest: refusedForm((request, query, reasons) => {
        const taskId = idOf((request.params as { taskId?: unknown }).taskId, processTexts.noTask);
        return pages.refusedTaskPost(actorOf(request), taskId, query, reasons);
      }),
    }),
    handler: async (request, reply) => {
      const { step, reload, canEdit } = request.query;
      const body = request.body as Record<string, unknown>;
      return answer(reply, pages.saveTask(actorOf(request), request.params.taskId, body, { step, reload, canEdit }));
    },
  });

  app.route<ApiRoute<'getTaskTimesInfo'>>({
    ...contract.route('getTaskTimesInfo'),
    handler: async (request) => {
      return { result: taskTimesOf(store, actorOf(request), request.params.taskId) };
    },
  });

  app.route<ApiRoute<'listRefusalReasons'>>({
    ...contract.route('listRefusalReasons'),
    handler: async (request) => ({ result: refusalReasons(actorOf(request)) }),
  });

  app.route<ApiRoute<'refuseTask'>>({
    ...contract.route('refuseTask'),
    handler: async (request) => {
      // The body is optional (002 §7): a cancel without reasons sends none.
      const codes = request.body?.code ?? [];
      app.runEffects(refuseTask(store, actorOf(request), request.params.taskId, codes));
      return { result: true };
    },
  });

  app.route<ApiRoute<'getFastDecisionPersonForm'>>({
    ...contract.route('getFastDecisionPersonForm'),
    handler: async (request) => ({ result: fastDecisionForm(store, actorOf(request), request.params.taskId) }),
  });

  app.route<ApiRoute<'saveFastDecisionPersonForm'>>({
    ...contract.route('saveFastDecisionPersonForm'),
    handler: async (request) => {
      const dto = (request.body as { fast_decision_create_person: Record<string, unknown> })
        .fast_decision_create_person;
      const saved = saveFastDecisionForm(store, actorOf(request), request.params.taskId, dto);
      if (!saved.ok) throw new HttpError(400, { result: 'Ошибка валидации', errors: saved.errors });
      app.runEffects(saved.effects);
      return { result: true, messages: SAVED };
    },
  });

  app.route<ApiRoute<'getDealInfoForm'>>({
    ...contract.route('getDealInfoForm'),
    handler: async (request) => {
      const { step, variant } = request.query;
      return { result: pages.dealInfo(actorOf(request), request.params.dealId, { step, variant }) };
    },
  });

  app.route<ApiRoute<'saveDealInfoForm'>>({
    ...contract.route('saveDealInfoForm', {
      badRequest: refusedForm((request, query, reasons) => {
        const dealId = idOf((request.params as { dealId?: unknown }).dealId, visibilityTexts.dealNotFound);
        return pages.refusedDealInfoPost(actorOf(request), dealId, query, reasons);
      }),
    }),
    handler: async (request, reply) => {
      const { step, variant, reload, canEdit } = request.query;
      const body = request.body as Record<string, unknown>;
      const query = { step, variant, reload, canEdit };
      return answer(reply, pages.saveDealInfo(actorOf(request), request.params.dealId, body, query));
    },
  });
}

/**
 * The task pages' helpers around a deal (002 §7 'Tasks'): the deal header with the verification strategies and the
 * risk info, the individual-entrepreneur check, the decision forms' service limits, the initial-fee popup, the
 * agreed-car choice, the cancellation of an optional service, the deletion of a file uploaded in a task, and the
 * underwriter's strategy timer with its delay reasons. Who may call them is the access table's
 * (authorisation/tasks.ts); which deal a user sees is the lists' rule (404 otherwise); what may change is the
 * domain's (domain/deal-book/deal-changes.ts).
 */
async function dealExtrasRoutes(app: FastifyInstance) {
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

/** The tasks tag: claims, task forms and refusals, and the task pages' helpers. */
export default async function taskRoutes(app: FastifyInstance) {
  await app.register(taskWorkRoutes);
  await app.register(dealExtrasRoutes);
}
