import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { fsspTexts, type FsspServiceFault } from '../domain/fssp';
import { actorOf, viewerOf } from '../plugins/auth';
import { comparisonTexts, type ComparisonFault } from '../domain/comparison';

/** The event of a finished search; a fault of `event:getFsspResponse` applies to it. */
const EVENT_TYPE = 'getFsspResponse';

/**
 * The court-bailiff (FSSP) parts of the deal page's client step (001 §2.2, §2.9, §4, §7 'FSSP and comparison'): the
 * bailiffs' site's link per person type, the search of the client's proceedings (answered later by the
 * `getFsspResponse` event to the user who asked) and its result by guid. Who may call them is the access table's
 * (authorisation/fssp.ts); the rules are the domain's (domain/fssp/).
 */
async function fsspSearchRoutes(app: FastifyInstance) {
  const { contract, store } = app;

  /** What an injected fault of the event (`/__stub/faults` with path `event:getFsspResponse`) does to a search. */
  const serviceFault = (): FsspServiceFault | undefined => {
    const action = app.hasDecorator('faults') ? app.faults.takeEvent(EVENT_TYPE) : undefined;
    if (!action) return undefined;
    const error =
      action.status === null ? null : typeof action.body === 'string' ? action.body : fsspTexts.serviceFailed;
    return { delayMs: action.delayMs, error };
  };

  app.route<ApiRoute<'getFsspLink'>>({
    ...contract.route('getFsspLink'),
    handler: async (request) => {
      const { dealId } = request.params;
      const personType = request.query.personType ?? 'client';
      return { result: store.fssp.link(store, viewerOf(request), dealId, personType) };
    },
  });

  app.route<ApiRoute<'startFsspSearch'>>({
    ...contract.route('startFsspSearch'),
    handler: async (request) => {
      const started = store.fssp.start(store, actorOf(request), request.params.dealId, serviceFault());
      app.publishLater({ user: started.username }, started.event, started.delayMs);
      return { result: { messageGuid: started.messageGuid } };
    },
  });

  app.route<ApiRoute<'getFsspResult'>>({
    ...contract.route('getFsspResult'),
    handler: async (request) => ({ result: store.fssp.result(store, viewerOf(request), request.params.guid) }),
  });
}

/** The event of a finished comparison; a fault of `event:getDealComparison` applies to it. */
const COMPARISON_EVENT = 'getDealComparison';

/**
 * The deal comparison of the deal page (reuseCharacteristics, 001 §2.8, §4, §7 'FSSP and comparison'): answers the
 * comparison's hash at once; the `getDealComparison` event with the hash, the case and the groups goes to the user
 * who asked later. Who may call it is the access table's (authorisation/fssp.ts); the rules are the domain's
 * (domain/comparison/).
 */
async function comparisonRoutes(app: FastifyInstance) {
  const { contract, store } = app;

  /** What an injected fault of the event (`/__stub/faults` with path `event:getDealComparison`) does. */
  const serviceFault = (): ComparisonFault | undefined => {
    const action = app.hasDecorator('faults') ? app.faults.takeEvent(COMPARISON_EVENT) : undefined;
    if (!action) return undefined;
    const error =
      action.status === null ? null : typeof action.body === 'string' ? action.body : comparisonTexts.serviceFailed;
    return { delayMs: action.delayMs, error };
  };

  app.route<ApiRoute<'startDealComparison'>>({
    ...contract.route('startDealComparison'),
    handler: async (request) => {
      const { dealId, case: person } = request.params;
      const started = store.comparison.start(store, actorOf(request), dealId, person, serviceFault());
      app.publishLater({ user: started.username }, started.event, started.delayMs);
      return { result: { hash: started.hash } };
    },
  });
}

/** The fssp tag: the bailiffs' search and the deal comparison. */
export default async function fsspRoutes(app: FastifyInstance) {
  await app.register(fsspSearchRoutes);
  await app.register(comparisonRoutes);
}
