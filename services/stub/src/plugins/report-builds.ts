import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ReportType } from '@autocredit/generated/api';
import type { Viewer } from '../domain/lists/scope';
import {
  buildReportFile,
  reportTexts,
  runReportBuild,
  type BuildContext,
  type ReportQuery,
  type ReportRecord,
} from '../domain/reports';

/** The event of a finished build; a fault of `event:getReport` makes the build fail (or come later). */
const EVENT_TYPE = 'getReport';

/** A report ordered: by whom (the viewer, the name on the report, the user whose topic gets the event), over what. */
export interface ReportOrder {
  type: ReportType;
  viewer: Viewer;
  user: { fio: string; username: string };
  query: ReportQuery;
  filtersText: string;
}

export interface ReportBuilds {
  /** Records the order and builds its file `delayMs` later, in the background; the `getReport` event then follows. */
  order(order: ReportOrder): ReportRecord;
  /** The file of a complete report; an older one (or one from before a restart) is built again from its filters. */
  file(record: ReportRecord): Promise<Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reportBuilds: ReportBuilds;
  }
}

/**
 * The reports' background builds: each order is built `delayMs` after it (plus an injected fault's delay) in time
 * slices, so that other requests keep being served; the `getReport` event goes to the user's private topic, with
 * `error` when the build failed. The timers stop when the app closes.
 */
export const reportBuildsPlugin = fp(
  async (app: FastifyInstance, opts: { delayMs: number }) => {
    const { store } = app;
    const timers = new Set<NodeJS.Timeout>();
    let closing = false;
    const context: BuildContext = { world: store.world, lists: store.lists, now: Date.now };

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

    app.decorate('reportBuilds', {
      order: ({ type, viewer, user, query, filtersText }) => {
        const fault = app.hasDecorator('faults') ? app.faults.takeEvent(EVENT_TYPE) : undefined;
        const failWith =
          fault && fault.status !== null ? (typeof fault.body === 'string' ? fault.body : reportTexts.failed) : null;
        const record = store.reports.order(type, viewer, user.fio, query, filtersText, failWith);
        build(record, user.username, opts.delayMs + (fault?.delayMs ?? 0));
        return record;
      },
      file: async (record) => {
        const kept = store.reports.file(record);
        if (kept) return kept;
        const { bytes } = await buildReportFile(context, record.type, record.viewer, record.query);
        store.reports.rebuilt(record, bytes);
        return bytes;
      },
    } satisfies ReportBuilds);

    app.addHook('onClose', async () => {
      closing = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    });
  },
  { name: 'report-builds', dependencies: ['process-effects'] },
);
