import { restoreStore, resetStore, snapshotStore } from '../../domain/store/store-state';
import type { Control } from './control';

/**
 * POST /__stub/reset: every Persistable part of the store back to the seed (passwords, sessions, so everybody
 * is signed out, notifications, and parts added later), and every fault removed; the underwriters get the seed's
 * queue counters (`newUnderTask`).
 */
export const reset: Control = (app, route, options) => {
  const { freshStore } = options;
  // Without a factory: the store as it is now, at registration, before anything changed it.
  const seed = freshStore ? undefined : JSON.stringify(snapshotStore(app.store));

  route({
    method: 'POST',
    url: '/reset',
    handler: async (request) => {
      const result = freshStore
        ? resetStore(app.store, await freshStore())
        : restoreStore(app.store, JSON.parse(seed!));
      const faultsRemoved = app.hasDecorator('faults') ? app.faults.clear() : 0;
      // The underwriter queue is the seed's again.
      if (app.hasDecorator('publishUnderwriterCounters')) app.publishUnderwriterCounters();
      request.log.info({ parts: result.restored, faultsRemoved }, 'stub reset to the seed');
      return { result: { parts: result.restored, faultsRemoved } };
    },
  });
};
