import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@autocredit/generated/api';
import type { ApiRoute } from '../contract/types';
import {
  assignmentResult,
  listAgreements,
  listAsker,
  listPledges,
  listPledgeTasks,
  pledgeInfo,
  pledgeLog,
  pledgeStatusDictionary,
  pledgeTexts,
  AGREEMENT_STATUS_NAMES,
  type PledgeOutcome,
} from '../domain/pledges';
import type { ProcessEffect } from '../domain/process';
import { actorOf } from '../plugins/auth';
import { reasonsOf, type BadRequestAnswer } from '../plugins/errors';
import { download } from '../plugins/downloads';

/** The 400 of the registry calls (`PledgeErrorResponse`): the error's lines as `result.errors`. */
const registryErrors: BadRequestAnswer = (_request, body: ErrorBody) => ({ result: { errors: reasonsOf(body) } });

/**
 * The 400 of the pledge actions: the web app's default error text as `result` (002 §8), the reason as `detail`, or the
 * field errors as they are.
 */
const failing =
  (text: string): BadRequestAnswer =>
  (_request, body: ErrorBody) => {
    const errors = body.errors ?? [];
    if (errors.length > 0) return { result: text, errors };
    return { result: text, detail: body.detail ?? body.result ?? text };
  };

/** The 400 of the bulk assign: 'Ошибка' with the reason as an error message (the contract's example). */
const queueFailing: BadRequestAnswer = (_request, body: ErrorBody) => ({
  result: pledgeTexts.queueFailed,
  messages: reasonsOf(body).map((message) => ({ type: 'error' as const, message })),
});

const success = (message: string) => ({ result: true, messages: [{ type: 'success' as const, message }] });

/**
 * The pledges (002 §2 'Pledge lists', 'Pledge view', §3, §4, §5, §7 'Pledges', §8): the pledge task lists
 * and the history, the pledge view with its files and process log, the registry check and balance, take-off (by id
 * and by the registry number), assignment (one pledge, or an agreement's in bulk with `assignmentStartProcess`),
 * process restarts, the assignment result, and the assignment agreements. Who may call them is the access table's
 * (authorisation/pledges.ts); the rules are the domain's (domain/pledges/); the registry answers later, through the
 * process effects (plugins/process-effects.ts). The pledge task itself is a task of the form engine (routes/tasks.ts).
 */
export default async function pledgeRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { pledges } = store;

  const askerOf = (request: Parameters<typeof actorOf>[0]) => listAsker(store.users, actorOf(request).username);
  const run = (outcome: PledgeOutcome, extra: ProcessEffect[] = []) => app.runEffects([...outcome.effects, ...extra]);

  app.route<ApiRoute<'listPledgeTasks'>>({
    ...contract.route('listPledgeTasks'),
    handler: async (request) => ({
      result: {
        ...listPledgeTasks(store, request.query, askerOf(request)),
        filter: { statuses: pledgeStatusDictionary() },
      },
    }),
  });

  app.route<ApiRoute<'listPledges'>>({
    ...contract.route('listPledges'),
    handler: async (request) => ({
      result: {
        ...listPledges(store, request.query, askerOf(request)),
        filter: { statuses: pledgeStatusDictionary() },
      },
    }),
  });

  app.route<ApiRoute<'getPledgeInfo'>>({
    ...contract.route('getPledgeInfo'),
    handler: async (request) => {
      const pledge = pledges.pledge(store.world, request.params.pledgeId);
      return { result: pledgeInfo(store, pledge, request.query.step) };
    },
  });

  app.route<ApiRoute<'listPledgeProcessLogs'>>({
    ...contract.route('listPledgeProcessLogs'),
    handler: async (request) => ({
      result: pledgeLog(store, pledges.pledge(store.world, request.params.pledgeId)),
    }),
  });

  app.route<ApiRoute<'checkPledgeRegistered'>>({
    ...contract.route('checkPledgeRegistered', { badRequest: registryErrors }),
    handler: async (request) => {
      return { result: pledges.checkRegistered(store.world, request.params.pledgeId) };
    },
  });

  app.route<ApiRoute<'getPledgeBalance'>>({
    ...contract.route('getPledgeBalance', { badRequest: registryErrors }),
    handler: async () => ({ result: pledges.balanceAnswer() }),
  });

  app.route<ApiRoute<'takeOffPledgeByExternal'>>({
    ...contract.route('takeOffPledgeByExternal', { badRequest: failing(pledgeTexts.takeOffFailed) }),
    handler: async (request) => {
      const actor = actorOf(request);
      run(pledges.takeOffByNumber(store, request.body.notificationReferenceNumber, actor.username));
      return success(pledgeTexts.takeOffCreated);
    },
  });

  app.route<ApiRoute<'takeOffPledge'>>({
    ...contract.route('takeOffPledge', { badRequest: failing(pledgeTexts.takeOffFailed) }),
    handler: async (request) => {
      run(pledges.takeOff(store, request.params.pledgeId, actorOf(request).username));
      return success(pledgeTexts.takenOff);
    },
  });

  app.route<ApiRoute<'createPledgeAssignment'>>({
    ...contract.route('createPledgeAssignment', { badRequest: failing(pledgeTexts.assignmentFailed) }),
    handler: async (request) => {
      run(pledges.assign(store, request.params.pledgeId, actorOf(request).username));
      return success(pledgeTexts.assignmentCreated);
    },
  });

  app.route<ApiRoute<'restartPledgeProcess'>>({
    ...contract.route('restartPledgeProcess', { badRequest: failing(pledgeTexts.restartFailed) }),
    handler: async (request) => {
      const { pledgeId, process } = request.params;
      run(pledges.restart(store, pledgeId, process, actorOf(request).username));
      return success(pledgeTexts.restarted);
    },
  });

  app.route<ApiRoute<'downloadPledgeAssignmentResult'>>({
    ...contract.route('downloadPledgeAssignmentResult'),
    handler: async (request, reply) => {
      const pledge = pledges.pledge(store.world, request.params.pledgeId);
      const file = await assignmentResult(store, pledge);
      return download(reply, 'application/pdf', file.name, file.content);
    },
  });

  app.route<ApiRoute<'listAssignmentAgreements'>>({
    ...contract.route('listAssignmentAgreements'),
    handler: async (request) => ({
      result: { ...listAgreements(store, request.query), filter: { statuses: { ...AGREEMENT_STATUS_NAMES } } },
    }),
  });

  app.route<ApiRoute<'queueAgreementPledgeAssignments'>>({
    ...contract.route('queueAgreementPledgeAssignments', { badRequest: queueFailing }),
    handler: async (request) => {
      const { agreementId } = request.params;
      const actor = actorOf(request);
      run(pledges.queueAgreement(store, agreementId, actor.username), [
        { kind: 'assignmentQueued', agreementId, to: { user: actor.username } },
      ]);
      return success(pledgeTexts.queued);
    },
  });
}
