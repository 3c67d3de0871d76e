import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { Pages, type PagePost } from '../domain/deal-book/pages';
import {
  claim,
  createDealBy,
  fastDecisionForm,
  refusalReasons,
  refusePledgeTask,
  saveFastDecisionForm,
  taskTimesOf,
  unclaim,
} from '../domain/deal-book/task-work';
import { messages } from '../domain/forms';
import { HttpError } from '../http-errors';
import { actorOf } from '../plugins/auth';

const SAVED = [{ type: 'success' as const, message: messages.saved }];

/**
 * Deal creation and the task pages (002 §7 'Tasks'): claims, the form of a task's step and its posts, the timers'
 * moments, the short fast-decision form, the pledge task's refusal. Each handler parses, is authorised (the access
 * table), calls the domain (domain/deal-book: task-work, pages) and replies; the process engine decides who may do
 * what with a task.
 */
export default async function taskRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const pages = new Pages(store);

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

  app.route<ApiRoute<'saveTaskForm'>>({
    ...contract.route('saveTaskForm'),
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
    handler: async () => ({ result: refusalReasons() }),
  });

  app.route<ApiRoute<'refuseTask'>>({
    ...contract.route('refuseTask'),
    handler: async (request) => {
      // The reasons are optional (002 §7: a pledge task is also cancelled without any).
      const codes = (request.body as { code?: string[] } | undefined)?.code ?? [];
      app.runEffects(refusePledgeTask(store, actorOf(request), request.params.taskId, codes));
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
    ...contract.route('saveDealInfoForm'),
    handler: async (request, reply) => {
      const { step, variant, reload, canEdit } = request.query;
      const body = request.body as Record<string, unknown>;
      const query = { step, variant, reload, canEdit };
      return answer(reply, pages.saveDealInfo(actorOf(request), request.params.dealId, body, query));
    },
  });
}
