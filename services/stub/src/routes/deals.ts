import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Calculator } from '@autocredit/generated/api';
import type { ApiRoute, ReplyOf } from '../contract/types';
import { visibleDeal } from '../domain/deal-book';
import { parseFilter, type ListFilter, type ListQuery } from '../domain/lists/filters';
import type { DealPage, TaskPage } from '../domain/lists/lists';
import { pagingOf } from '../domain/lists/paging';
import { seesClientPhotos } from '../domain/lists/scope';
import { PRIORITIES } from '../domain/world/seed/catalog-deals';
import { clientApprove, clientRefuse, dealTasks } from '../domain/process';
import { setGozPriority, texts as dealTexts } from '../domain/world/deal-actions';
import { documentFiles, downloadName, downloadableFile, staticFileContent } from '../domain/world/static-files';
import { createDealBy } from '../domain/deal-book/task-work';
import { HttpError, ResponseContractError } from '../plugins/http-errors';
import { actorOf, viewerOf } from '../plugins/auth';
import { download } from '../plugins/downloads';
import { BAD_REQUEST } from '../plugins/errors';

/** The filter of a list query, or a 400 with field errors for values the contract's patterns let through. */
function filterOf(query: ListQuery): ListFilter {
  const parsed = parseFilter(query);
  if (parsed.errors) throw new HttpError(400, { result: BAD_REQUEST, errors: parsed.errors });
  return parsed.filter;
}

type ListOperation = 'listDeals' | 'listDealHistory' | 'listTasks' | 'listUnderwriterTasks';
/** A list route: it answers the bytes of the JSON of its contract's 200 answer (see `pageReply`). */
interface ListRoute<K extends ListOperation> extends Omit<ApiRoute<K>, 'Reply'> {
  Reply: Buffer;
}
/** The `result` of a list operation's 200 answer (the type the pages of Lists are checked against). */
type Page<K extends ListOperation> = ReplyOf<K> extends { result: infer R } ? R : never;

/**
 * How a list route answers a page: the bytes of `{"result": page}` (Lists.pageJson: the filter dictionaries, half of
 * the page, are spliced in as serialised once). The contract check (STUB_VALIDATE_RESPONSES) sees the whole answer in
 * two parts against the operation's 200 schema: the rows and the count per request, the dictionaries once per
 * object the lists built (they are kept and shared until the world changes); the schema constrains the two
 * independently and `filter` is optional in it, so a drift of either is a 500 as with any answer.
 */
function pageReply<K extends ListOperation>(app: FastifyInstance, operationId: K) {
  const { contract, config, store } = app;
  const { method, url, schema } = contract.route(operationId);
  const ref = (schema.response as Record<string, { $ref?: string }> | undefined)?.['200']?.$ref ?? '';
  const name = /#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];
  if (!name) throw new Error(`The 200 answer of ${operationId} is not a schema of the contract's components`);
  const validate = config.validateResponses ? contract.schemaValidator(name) : null;
  const check = (body: unknown) => {
    if (validate && !validate(body)) throw new ResponseContractError(`${method} ${url}`, '200', validate.errors ?? []);
  };
  const checkedDictionaries = new WeakSet<object>();
  return (reply: FastifyReply, result: DealPage | TaskPage): Buffer => {
    if (validate) {
      const { filter, ...rows } = result;
      if (!checkedDictionaries.has(filter)) {
        check({ result: { ...('deals' in rows ? { deals: [] } : { tasks: [] }), count: 0, filter } });
        checkedDictionaries.add(filter);
      }
      check({ result: rows });
    }
    reply.type('application/json; charset=utf-8');
    return store.lists.pageJson(result);
  };
}

/** Deal creation, deal lists, task lists, priorities, the client's answer, a deal's tasks, the security report, static files. */
export default async function dealRoutes(app: FastifyInstance) {
  const { contract, store } = app;

  for (const operationId of ['createDeal', 'createFastDecisionDeal'] as const) {
    app.route<ApiRoute<typeof operationId>>({
      ...contract.route(operationId),
      handler: async (request) => {
        const kind = operationId === 'createDeal' ? 'autocredit' : 'fastDecision';
        const body = request.body as { calculator?: Calculator } | undefined;
        return { result: { id: createDealBy(store, actorOf(request).username, kind, body?.calculator) } };
      },
    });
  }

  for (const operationId of ['listDeals', 'listDealHistory'] as const) {
    const send = pageReply(app, operationId);
    app.route<ListRoute<typeof operationId>>({
      ...contract.route(operationId),
      handler: async (request, reply) => {
        const { query } = request;
        const history = operationId === 'listDealHistory';
        const page = store.lists.deals(viewerOf(request), filterOf(query), pagingOf(query), history);
        return send(reply, page satisfies Page<typeof operationId>);
      },
    });
  }

  const sendTasks = pageReply(app, 'listTasks');
  app.route<ListRoute<'listTasks'>>({
    ...contract.route('listTasks'),
    handler: async (request, reply) => {
      const { query } = request;
      const page = store.lists.tasks(viewerOf(request), filterOf(query), pagingOf(query), false);
      return sendTasks(reply, page satisfies Page<'listTasks'>);
    },
  });

  const sendUnderwriterTasks = pageReply(app, 'listUnderwriterTasks');
  app.route<ListRoute<'listUnderwriterTasks'>>({
    ...contract.route('listUnderwriterTasks'),
    handler: async (request, reply) => {
      const { query } = request;
      const filter = filterOf(query);
      const page = store.lists.tasks(viewerOf(request), filter, pagingOf(query), true, query.sortUnderwritingStage);
      return sendUnderwriterTasks(reply, page satisfies Page<'listUnderwriterTasks'>);
    },
  });

  app.route<ApiRoute<'listGozPriorities'>>({
    ...contract.route('listGozPriorities'),
    handler: async () => ({ result: [PRIORITIES.map((p) => ({ ...p }))] }),
  });

  app.route<ApiRoute<'setGozPriority'>>({
    ...contract.route('setGozPriority'),
    handler: async (request) => {
      setGozPriority(
        store.world,
        visibleDeal(store, viewerOf(request), request.params.dealId),
        request.params.priority,
      );
      return { result: true, messages: [{ type: 'success' as const, message: dealTexts.prioritySaved }] };
    },
  });

  // The client's answer moves the deal's process (the deal book writes it into the world).
  for (const operationId of ['approveDealByClient', 'refuseDealByClient'] as const) {
    app.route<ApiRoute<typeof operationId>>({
      ...contract.route(operationId),
      handler: async (request) => {
        const deal = visibleDeal(store, viewerOf(request), request.params.dealId);
        const answer = operationId === 'approveDealByClient' ? clientApprove : clientRefuse;
        app.runEffects(store.deals.transition(deal, answer));
        return { result: true };
      },
    });
  }

  app.route<ApiRoute<'listDealTasks'>>({
    ...contract.route('listDealTasks'),
    handler: async (request) => ({
      result: dealTasks(store.deals.entry(visibleDeal(store, viewerOf(request), request.params.dealId)).state),
    }),
  });

  app.route<ApiRoute<'getSecurityReport'>>({
    ...contract.route('getSecurityReport'),
    handler: async (request) => {
      const { id, lastName, page: _page, per_page: _perPage, ...rest } = request.query;
      const filter = filterOf({ ...rest, surName: lastName });
      if (id !== undefined) filter.dealId = id;
      const withPhotos = seesClientPhotos(viewerOf(request));
      return { result: store.lists.securityReport(filter, pagingOf(request.query), withPhotos) };
    },
  });

  app.route<ApiRoute<'listStaticFiles'>>({
    ...contract.route('listStaticFiles'),
    handler: async () => ({ result: documentFiles() }),
  });

  app.route<ApiRoute<'downloadStaticFile'>>({
    ...contract.route('downloadStaticFile'),
    handler: async (request, reply) => {
      const file = downloadableFile(request.params.code, viewerOf(request).privileges);
      // The documents never change while the stub runs: the browser may keep them for a day.
      return download(reply, file.mimeType, file.name, await staticFileContent(file), {
        fallback: downloadName(file),
        headers: { 'cache-control': 'private, max-age=86400' },
      });
    },
  });
}
