import type { RefusalReasonGroup } from '@autocredit/generated/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { visibleDeal, visibleTask } from '../domain/deal-book';
import { Pages, type PagePost } from '../domain/deal-book/pages';
import { DomainError } from '../domain/errors';
import { fastDecisionDto, saveFastDecision, dictionariesOf, messages } from '../domain/forms';
import { afterSave, claimTask, completeTask, openTask, processTexts, taskTimes, unclaimTask } from '../domain/process';
import { BL_AUTOCREDIT, BL_FAST_DECISION } from '../domain/world/catalog-deals';
import { HttpError } from '../http-errors';
import { actorOf, principalOf, viewerOf } from '../plugins/auth';
import { REFUSAL_REASONS } from '../domain/deal-book/refusal-reasons';

const SAVED = [{ type: 'success' as const, message: messages.saved }];
const NO_SUCH_TASK = 'Данная задача не существует';

/**
 * Deal creation and the task pages (002 §7 'Tasks'): claims, the form of a task's step and its posts, the timers'
 * moments, the short fast-decision form, the pledge task's refusal. The process engine decides who may do what
 * with a task; the deal book keeps the deals and writes them into the world the lists read.
 */
export default async function taskRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { world, deals: book } = store;
  const pages = new Pages(world, book);

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
        const staff = world.staffByUsername(principalOf(request).user.username);
        if (!staff) throw new DomainError('forbidden', processTexts.forbidden);
        const deal = world.createDeal(staff.index, operationId === 'createDeal' ? BL_AUTOCREDIT : BL_FAST_DECISION);
        return { result: { id: world.dealId(deal) } };
      },
    });
  }

  /** The task and its deal; a task of a deal the user may not see is not found, as the deal is not. */
  const foundTask = (request: FastifyRequest, taskId: number, missing: string = processTexts.gone) =>
    visibleTask(store, viewerOf(request), taskId, missing);

  app.route<ApiRoute<'claimTask'>>({
    ...contract.route('claimTask'),
    handler: async (request) => {
      const { taskId } = request.params;
      const { deal, entry } = foundTask(request, taskId);
      const result = claimTask(entry.state, taskId, actorOf(request), book.context());
      app.runEffects(book.commit(deal, result));
      return { result: { id: taskId } };
    },
  });

  app.route<ApiRoute<'unclaimTask'>>({
    ...contract.route('unclaimTask'),
    handler: async (request) => {
      const { taskId } = request.params;
      const { deal, entry } = foundTask(request, taskId);
      const result = unclaimTask(entry.state, taskId, actorOf(request), book.context());
      app.runEffects(book.commit(deal, result));
      return { result: { id: taskId } };
    },
  });

  app.route<ApiRoute<'getTask'>>({
    ...contract.route('getTask'),
    handler: async (request) => {
      const { step, variant } = request.query;
      foundTask(request, request.params.taskId);
      return { result: pages.task(request.params.taskId, actorOf(request), { step, variant }) };
    },
  });

  app.route<ApiRoute<'saveTaskForm'>>({
    ...contract.route('saveTaskForm'),
    handler: async (request, reply) => {
      const { step, reload, canEdit } = request.query;
      const body = request.body as Record<string, unknown>;
      foundTask(request, request.params.taskId);
      return answer(reply, pages.saveTask(request.params.taskId, actorOf(request), body, { step, reload, canEdit }));
    },
  });

  app.route<ApiRoute<'getTaskTimesInfo'>>({
    ...contract.route('getTaskTimesInfo'),
    handler: async (request) => {
      const { taskId } = request.params;
      const { entry } = foundTask(request, taskId);
      return { result: taskTimes(openTask(entry.state, taskId, actorOf(request))) };
    },
  });

  app.route<ApiRoute<'listRefusalReasons'>>({
    ...contract.route('listRefusalReasons'),
    handler: async () => ({ result: structuredClone(REFUSAL_REASONS) as RefusalReasonGroup[] }),
  });

  app.route<ApiRoute<'refuseTask'>>({
    ...contract.route('refuseTask'),
    handler: async (request) => {
      const { taskId } = request.params;
      const { code } = request.body;
      const { deal, entry, task } = foundTask(request, taskId);
      const known = new Set(REFUSAL_REASONS.flatMap((g) => g.reasons.map((r) => r.reasonCode)));
      const unknown = code.filter((c) => !known.has(c));
      if (unknown.length > 0) {
        throw new DomainError('invalid', 'Неизвестная причина отказа', [
          { propertyPath: 'code', message: `Неизвестная причина отказа: ${unknown.join(', ')}` },
        ]);
      }
      if (task.processName !== 'pledge') throw new DomainError('invalid', processTexts.actionUnavailable);
      const result = completeTask(entry.state, taskId, actorOf(request), 'cancelDeal', book.context(), {
        comment: code.join(', '),
      });
      app.runEffects(book.commit(deal, result));
      return { result: true };
    },
  });

  /** The fast-decision task of the short form: 404 'Данная задача не существует' for any other task. */
  const fastDecisionTask = (request: FastifyRequest<{ Params: { taskId: number } }>) => {
    const { taskId } = request.params;
    const found = foundTask(request, taskId, NO_SUCH_TASK);
    if (found.task.key !== 'fast_decision_person') throw new DomainError('not-found', NO_SUCH_TASK);
    const actor = actorOf(request);
    try {
      openTask(found.entry.state, taskId, actor);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not-found') throw new DomainError('not-found', NO_SUCH_TASK);
      throw new DomainError('forbidden', processTexts.forbidden);
    }
    return { ...found, actor };
  };

  app.route<ApiRoute<'getFastDecisionPersonForm'>>({
    ...contract.route('getFastDecisionPersonForm'),
    handler: async (request) => {
      const { entry } = fastDecisionTask(request);
      const d = dictionariesOf(entry.source);
      const items = (choices: typeof d.genders, numeric = false) =>
        choices.map((c) => ({ value: numeric ? Number(c.value) : String(c.value), label: c.label }));
      return {
        result: {
          fast_decision_create_person: fastDecisionDto(entry.source),
          additional: {
            genders: items(d.genders),
            maritalStatuses: items(d.maritalStatuses),
            term: d.terms.map((c) => ({ value: Number(c.value), label: `${c.value} мес.` })),
            partners: items(d.partners, true),
            programs: items(d.programs, true),
          },
        },
      };
    },
  });

  app.route<ApiRoute<'saveFastDecisionPersonForm'>>({
    ...contract.route('saveFastDecisionPersonForm'),
    handler: async (request) => {
      const { deal, entry, task, actor } = fastDecisionTask(request);
      const dto = (request.body as { fast_decision_create_person: Record<string, unknown> })
        .fast_decision_create_person;
      if (task.assignee !== actor.username) throw new DomainError('forbidden', processTexts.forbidden);
      const saved = saveFastDecision(entry.source, dto, { taskKey: task.key, actor });
      if (!saved.ok) throw new HttpError(400, { result: 'Ошибка валидации', errors: saved.errors });
      const result = afterSave(
        entry.state,
        task.id,
        actor,
        { nextStep: null, button: null, closes: true },
        book.context(),
        { order: [] },
      );
      book.saveSource(deal, saved.source);
      app.runEffects(book.commit(deal, result));
      return { result: true, messages: SAVED };
    },
  });

  app.route<ApiRoute<'getDealInfoForm'>>({
    ...contract.route('getDealInfoForm'),
    handler: async (request) => {
      const { step, variant } = request.query;
      return {
        result: pages.dealInfo(visibleDeal(store, viewerOf(request), request.params.dealId), actorOf(request), {
          step,
          variant,
        }),
      };
    },
  });

  app.route<ApiRoute<'saveDealInfoForm'>>({
    ...contract.route('saveDealInfoForm'),
    handler: async (request, reply) => {
      const { step, variant, reload, canEdit } = request.query;
      const deal = visibleDeal(store, viewerOf(request), request.params.dealId);
      const body = request.body as Record<string, unknown>;
      return answer(reply, pages.saveDealInfo(deal, actorOf(request), body, { step, variant, reload, canEdit }));
    },
  });
}
