import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { DomainError, texts } from '../domain/errors';
import { parseFilter, type ListFilter, type ListQuery } from '../domain/lists/filters';
import type { Viewer } from '../domain/lists/scope';
import { PRIORITIES } from '../domain/world/catalog-deals';
import { openTasksOf, recordClientDecision, setGozPriority, texts as dealTexts } from '../domain/world/deal-actions';
import { documentFiles, staticFile, staticFileContent } from '../domain/world/static-files';
import { HttpError } from '../http-errors';
import { principalOf } from '../plugins/auth';
import { BAD_REQUEST } from '../plugins/errors';

const DEAL_NOT_FOUND = 'Заявка не найдена';
const DEFAULT_PER_PAGE = 10;

/** The filter of a list query, or a 400 with field errors for values the contract's patterns let through. */
function filterOf(query: ListQuery): ListFilter {
  const parsed = parseFilter(query);
  if (parsed.errors) throw new HttpError(400, { result: BAD_REQUEST, errors: parsed.errors });
  return parsed.filter;
}

function viewerOf(request: FastifyRequest): Viewer {
  const { user } = principalOf(request);
  return { id: user.id, roles: user.roles, privileges: user.privileges };
}

/** The deal lists take `perPage`; the duplicate searches send `per_page`: whichever is not the default wins. */
const perPageOf = (query: { perPage?: number; per_page?: number }) =>
  query.per_page !== undefined && query.per_page !== DEFAULT_PER_PAGE
    ? query.per_page
    : (query.perPage ?? DEFAULT_PER_PAGE);

/** Deal lists, task lists, priorities, the client's answer, a deal's tasks, the security report, static files. */
export default async function dealRoutes(app: FastifyInstance) {
  const { contract, store } = app;

  /** The row of a deal the user may see (404 otherwise: a deal of another sale point is not shown). */
  const dealRow = (request: FastifyRequest, dealId: number): number => {
    const row = store.world.dealRow(dealId);
    if (row === undefined || !store.lists.visible(viewerOf(request), row))
      throw new DomainError('not-found', DEAL_NOT_FOUND);
    return row;
  };

  for (const operationId of ['listDeals', 'listDealHistory'] as const) {
    app.route<ApiRoute<typeof operationId>>({
      ...contract.route(operationId),
      handler: async (request) => {
        const { query } = request;
        const paging = { page: query.page ?? 1, perPage: perPageOf(query) };
        return {
          result: store.lists.deals(viewerOf(request), filterOf(query), paging, operationId === 'listDealHistory'),
        };
      },
    });
  }

  app.route<ApiRoute<'listTasks'>>({
    ...contract.route('listTasks'),
    handler: async (request) => {
      const { query } = request;
      const paging = { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PER_PAGE };
      return { result: store.lists.tasks(viewerOf(request), filterOf(query), paging, false) };
    },
  });

  app.route<ApiRoute<'listUnderwriterTasks'>>({
    ...contract.route('listUnderwriterTasks'),
    handler: async (request) => {
      const { query } = request;
      const paging = { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PER_PAGE };
      const filter = filterOf(query);
      return { result: store.lists.tasks(viewerOf(request), filter, paging, true, query.sortUnderwritingStage) };
    },
  });

  app.route<ApiRoute<'listGozPriorities'>>({
    ...contract.route('listGozPriorities'),
    handler: async () => ({ result: [PRIORITIES.map((p) => ({ ...p }))] }),
  });

  app.route<ApiRoute<'setGozPriority'>>({
    ...contract.route('setGozPriority'),
    handler: async (request) => {
      setGozPriority(store.world, dealRow(request, request.params.dealId), request.params.priority);
      return { result: true, messages: [{ type: 'success' as const, message: dealTexts.prioritySaved }] };
    },
  });

  for (const operationId of ['approveDealByClient', 'refuseDealByClient'] as const) {
    app.route<ApiRoute<typeof operationId>>({
      ...contract.route(operationId),
      handler: async (request) => {
        recordClientDecision(
          store.world,
          dealRow(request, request.params.dealId),
          operationId === 'approveDealByClient',
        );
        return { result: true };
      },
    });
  }

  app.route<ApiRoute<'listDealTasks'>>({
    ...contract.route('listDealTasks'),
    handler: async (request) => ({ result: openTasksOf(store.world, dealRow(request, request.params.dealId)) }),
  });

  app.route<ApiRoute<'getSecurityReport'>>({
    ...contract.route('getSecurityReport'),
    handler: async (request) => {
      const { id, lastName, page = 1, per_page: perPage = DEFAULT_PER_PAGE, ...rest } = request.query;
      const filter = filterOf({ ...rest, surName: lastName });
      if (id !== undefined) filter.dealId = id;
      const withPhotos = principalOf(request).user.privileges.includes('has-all-operations');
      return { result: store.lists.securityReport(filter, { page, perPage }, withPhotos) };
    },
  });

  app.route<ApiRoute<'listStaticFiles'>>({
    ...contract.route('listStaticFiles'),
    handler: async () => ({ result: documentFiles() }),
  });

  app.route<ApiRoute<'downloadStaticFile'>>({
    ...contract.route('downloadStaticFile'),
    handler: async (request, reply) => {
      const file = staticFile(request.params.code);
      if (!file) throw new DomainError('not-found', 'Файл не найден');
      const { privileges } = principalOf(request).user;
      if (file.kind === 'document' && !privileges.includes('get-static-file')) {
        throw new DomainError('forbidden', texts.forbidden);
      }
      const extension = file.name.slice(file.name.lastIndexOf('.'));
      return (
        reply
          .header('content-type', file.mimeType)
          .header(
            'content-disposition',
            `attachment; filename="${file.code}${extension}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          )
          // The contract types a binary body as a string; the bytes go out as they are.
          .send(staticFileContent(file) as unknown as string)
      );
    },
  });
}
