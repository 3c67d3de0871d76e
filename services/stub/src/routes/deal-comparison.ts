import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { comparisonTexts, type ComparisonFault } from '../domain/comparison';
import { actorOf } from '../plugins/auth';

/** The event of a finished comparison; a fault of `event:getDealComparison` applies to it. */
const EVENT_TYPE = 'getDealComparison';

/**
 * The deal comparison of the deal page (reuseCharacteristics, 001 §2.8, §4, §7 'FSSP and comparison'): answers the
 * comparison's hash at once; the `getDealComparison` event with the hash, the case and the groups goes to the user
 * who asked later. Who may call it is the access table's (authorisation/comparison.ts); the rules are the domain's
 * (domain/comparison/).
 */
export default async function comparisonRoutes(app: FastifyInstance) {
  const { contract, store } = app;

  /** What an injected fault of the event (`/__stub/faults` with path `event:getDealComparison`) does. */
  const serviceFault = (): ComparisonFault | undefined => {
    const action = app.hasDecorator('faults') ? app.faults.takeEvent(EVENT_TYPE) : undefined;
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
