import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Store } from '../../domain/store/store';

export interface StubControlOptions {
  /**
   * Builds a freshly seeded store, for `POST /__stub/reset` (app.ts passes `() => createStore(storeOptions)`).
   * Without it, reset goes back to a snapshot of the store taken when the plugin is registered.
   */
  freshStore?: () => Promise<Store>;
}

/** Adds a route under /__stub/ (marked as a control route: outside the contract and the authorisation table). */
export type AddRoute = (options: RouteOptions) => void;

/** One feature of the control surface: adds its routes. */
export type Control = (app: FastifyInstance, route: AddRoute, options: StubControlOptions) => void;
