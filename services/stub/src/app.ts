import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { defaultConfig, type StubConfig } from './config/config';
import { Hub } from './domain/events/hub';
import { createStore, type Store, type StoreOptions } from './domain/store/store';
import { authPlugin } from './plugins/auth';
import { contractPlugin } from './plugins/contract';
import { dealAccessPlugin } from './plugins/deal-access';
import { errorsPlugin, sendError } from './plugins/errors';
import { faultInjectionPlugin } from './plugins/fault-injection';
import { jsonBodiesPlugin } from './plugins/json-bodies';
import { multipartPlugin } from './plugins/multipart';
import { persistencePlugin } from './plugins/persistence';
import { processEffectsPlugin } from './plugins/process-effects';
import { reportBuildsPlugin } from './plugins/report-builds';
import { signInLimitsPlugin } from './plugins/sign-in-limits';
import { securityHeadersPlugin } from './plugins/security-headers';
import { eventHubPlugin } from './plugins/event-hub';
import { mercureRelayPlugin } from './plugins/mercure-relay';
import { stubControlPlugin } from './plugins/stub-control';
import sessionRoutes from './routes/session';
import userRoutes from './routes/users';
import applicationRoutes from './routes/application';
import notificationRoutes from './routes/notifications';
import eventRoutes from './routes/events';
import dealRoutes from './routes/deals';
import taskRoutes from './routes/tasks';
import suggestionRoutes from './routes/suggestions';
import commentRoutes from './routes/comments';
import contactRoutes from './routes/contacts';
import financeRoutes from './routes/finance';
import fsspRoutes from './routes/fssp';
import scoringRoutes from './routes/scoring';
import documentCollectionRoutes from './routes/documents/collection';
import documentUploadRoutes from './routes/documents/uploads';
import fastDecisionRoutes from './routes/fast-decision';
import reportRoutes from './routes/reports';
import pledgeRoutes from './routes/pledges';

declare module 'fastify' {
  interface FastifyInstance {
    config: StubConfig;
    /** The state of the stub (users, sessions, notifications). */
    store: Store;
  }
}

export interface BuildOptions {
  /** Where the log goes (tests read it); stdout by default. */
  logStream?: Writable;
  /** The clock of tokens and new notifications (tests move it). */
  now?: () => number;
}

/** Builds the stub (does not listen): plugins, the seeded store and the routes of the contract. */
export async function buildApp(
  overrides: Partial<StubConfig> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const config: StubConfig = { ...defaultConfig, ...overrides };
  const silent = config.logLevel === 'silent' && !options.logStream;
  const app = Fastify({
    logger: silent ? false : { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    routerOptions: { ignoreTrailingSlash: true },
    // Malformed URLs get the same envelope as every other error.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
  });

  // Relaying to an external hub, the stub's own keeps no history: clients subscribe there.
  const hub = new Hub(config.mercurePublishUrl ? 0 : config.hubHistory);
  const storeOptions: StoreOptions = {
    accessTtl: config.accessTtl,
    refreshTtl: config.refreshTtl,
    topicBase: config.topicBase,
    publish: hub.publish,
    seed: config.seed,
    deals: config.deals,
    checkWaitSeconds: config.checkWaitSeconds,
    pdnDelayMs: config.pdnDelayMs,
    fsspDelayMs: config.fsspDelayMs,
    comparisonDelayMs: config.comparisonDelayMs,
    checkDelayMs: config.checkDelayMs,
    pledgeBalance: config.pledgeBalance,
    ...(options.now && { now: options.now }),
  };
  const store = await createStore(storeOptions);
  app.decorate('config', config);
  app.decorate('store', store);

  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(jsonBodiesPlugin);
  await app.register(multipartPlugin);
  await app.register(contractPlugin, { validateResponses: config.validateResponses });
  await app.register(errorsPlugin);
  // Faults apply before the token check, so any answer of any route can be simulated.
  if (config.control) await app.register(faultInjectionPlugin);
  await app.register(authPlugin);
  await app.register(dealAccessPlugin);
  await app.register(eventHubPlugin, { hub, heartbeatMs: config.hubHeartbeatMs, retryMs: config.hubRetryMs });
  if (config.mercurePublishUrl) {
    await app.register(mercureRelayPlugin, { url: config.mercurePublishUrl, jwtKey: config.mercureJwtKey });
  }
  await app.register(processEffectsPlugin, { registryDelayMs: config.registryDelayMs });
  await app.register(reportBuildsPlugin, { delayMs: config.reportDelayMs });
  await app.register(signInLimitsPlugin, {
    perUser: config.signInFailuresPerUser,
    perAddress: config.signInFailuresPerAddress,
    lockMs: config.signInLockMs,
  });

  await app.register(sessionRoutes);
  await app.register(userRoutes);
  await app.register(applicationRoutes);
  await app.register(notificationRoutes);
  await app.register(eventRoutes);
  await app.register(dealRoutes);
  await app.register(taskRoutes);
  await app.register(suggestionRoutes);
  await app.register(commentRoutes);
  await app.register(contactRoutes);
  await app.register(financeRoutes);
  await app.register(fsspRoutes);
  await app.register(scoringRoutes);
  // the documents tag, in two files: a collection's documents (collection.ts) and its files one by one (uploads.ts)
  await app.register(documentCollectionRoutes);
  await app.register(documentUploadRoutes);
  await app.register(fastDecisionRoutes);
  await app.register(reportRoutes);
  await app.register(pledgeRoutes);
  if (config.control) {
    await app.register(stubControlPlugin, { prefix: '/__stub', freshStore: () => createStore(storeOptions) });
  }
  if (config.stateFile) await app.register(persistencePlugin, { file: config.stateFile, saveMs: config.stateSaveMs });
  return app;
}
