import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { DomainError, texts } from '../domain/errors';
import {
  MEDIA_TYPES,
  REPORT_KINDS,
  buildReportFile,
  filtersAsText,
  hasFilter,
  parseReportFilter,
  reportQueryOf,
  reportTexts,
  runReportBuild,
  type ReportRecord,
} from '../domain/reports';
import { principalOf, viewerOf } from '../plugins/auth';
import { BAD_REQUEST } from '../plugins/errors';
import { download } from '../plugins/downloads';

/** The event of a finished build; a fault of `event:getReport` makes the build fail. */
const EVENT_TYPE = 'getReport';
const DEFAULT_PER_PAGE = 10;
/** The answer to a build without a filter for a type that needs one (the web app's hint, 002 §2). */
const NO_FILTER = 'Необходимо указать параметры фильтрации';

/**
 * The reports page (002 §2 'Reports page', §3, §7): a build answers the report's hash at once; after
 * STUB_REPORT_DELAY_MS the file is built in the background (in time slices, so that other requests keep being
 * served) and the `getReport` event goes to the user's private topic, with `error` when the build failed. The list
 * is the user's reports; only a complete one downloads. Who may call them is the access table's
 * (authorisation/reports.ts); the rules are the domain's (domain/reports/).
 */
export default async function reportRoutes(app: FastifyInstance) {
  const { contract, store, config } = app;
  const timers = new Set<NodeJS.Timeout>();
  let closing = false;
  const context = { world: store.world, lists: store.lists, now: Date.now };

  const build = (record: ReportRecord, username: string, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void runReportBuild(store.reports, context, record, {
        alive: () => !closing,
        onError: (error) => app.log.error({ err: error }, 'a report build failed'),
      }).then((event) => {
        if (event && !closing) app.publishLater({ user: username }, event, 0);
      });
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  app.route<ApiRoute<'buildReport'>>({
    ...contract.route('buildReport'),
    handler: async (request) => {
      const { type } = request.params;
      const kind = REPORT_KINDS[type];
      const viewer = viewerOf(request);
      if (!viewer.privileges.includes(kind.privilege)) throw new DomainError('forbidden', texts.forbidden);
      const query = reportQueryOf(request.query);
      if (kind.needsFilter && !hasFilter(query)) throw new DomainError('invalid', NO_FILTER);
      const parsed = parseReportFilter(query);
      if (parsed.errors) throw new DomainError('invalid', BAD_REQUEST, parsed.errors);
      const fault = app.hasDecorator('faults') ? app.faults.takeEvent(EVENT_TYPE) : undefined;
      const failWith =
        fault && fault.status !== null ? (typeof fault.body === 'string' ? fault.body : reportTexts.failed) : null;
      const { user } = principalOf(request);
      const record = store.reports.order(type, viewer, user.fio, query, filtersAsText(query), failWith);
      build(record, user.username, config.reportDelayMs + (fault?.delayMs ?? 0));
      return { result: { hash: record.hash } };
    },
  });

  app.route<ApiRoute<'listReports'>>({
    ...contract.route('listReports'),
    handler: async (request) => {
      const { page = 1, per_page: perPage = DEFAULT_PER_PAGE } = request.query;
      return { result: store.reports.list(viewerOf(request), page, perPage) };
    },
  });

  app.route<ApiRoute<'downloadReport'>>({
    ...contract.route('downloadReport'),
    handler: async (request, reply) => {
      const record = store.reports.downloadable(viewerOf(request), request.params.hash);
      let bytes = store.reports.file(record);
      if (!bytes) {
        // An older report (or one from before a restart): built again from its filters.
        bytes = (await buildReportFile(context, record.type, record.viewer, record.query)).bytes;
        store.reports.rebuilt(record, bytes);
      }
      return download(reply, MEDIA_TYPES[record.format], `${record.title}.${record.format}`, bytes);
    },
  });
}
