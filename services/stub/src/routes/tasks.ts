import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { visibilityTexts } from '../domain/deal-book';
import { Pages, type PagePost, type PageQuery } from '../domain/deal-book/pages';
import {
  claim,
  createDealBy,
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
import { HttpError } from '../http-errors';
import { actorOf } from '../plugins/auth';
import { reasonsOf, type BadRequestAnswer } from '../plugins/errors';

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
 * Deal creation and the task pages (002 §7 'Tasks'): claims, the form of a task's step and its posts, the timers'
 * moments, the short fast-decision form, the refusal of a task (a pledge task, a deal at its release). Each handler parses, is authorised (the access
 * table), calls the domain (domain/deal-book: task-work, pages) and replies; the process engine decides who may do
 * what with a task.
 */
export default async function taskRoutes(app: FastifyInstance) {
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

  for (const operationId of ['createDeal', 'createFastDecisionDeal'] as const) {
    app.route<ApiRoute<typeof operationId>>({
      ...contract.route(operationId),
      handler: async (request) => {
        const kind = operationId === 'createDeal' ? 'autocredit' : 'fastDecision';
        return { result: { id: createDealBy(store.world, actorOf(request).username, kind) } };
      },
    });
  }

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

  const saveTaskForm = contract.route('saveTaskForm');
  app.route<ApiRoute<'saveTaskForm'>>({
    ...saveTaskForm,
    config: {
      ...saveTaskForm.config,
      badRequest: refusedForm((request, query, reasons) => {
        const taskId = idOf((request.params as { taskId?: unknown }).taskId, processTexts.noTask);
        return pages.refusedTaskPost(actorOf(request), taskId, query, reasons);
      }),
    },
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

  const saveDealInfoForm = contract.route('saveDealInfoForm');
  app.route<ApiRoute<'saveDealInfoForm'>>({
    ...saveDealInfoForm,
    config: {
      ...saveDealInfoForm.config,
      badRequest: refusedForm((request, query, reasons) => {
        const dealId = idOf((request.params as { dealId?: unknown }).dealId, visibilityTexts.dealNotFound);
        return pages.refusedDealInfoPost(actorOf(request), dealId, query, reasons);
      }),
    },
    handler: async (request, reply) => {
      const { step, variant, reload, canEdit } = request.query;
      const body = request.body as Record<string, unknown>;
      const query = { step, variant, reload, canEdit };
      return answer(reply, pages.saveDealInfo(actorOf(request), request.params.dealId, body, query));
    },
  });
}
