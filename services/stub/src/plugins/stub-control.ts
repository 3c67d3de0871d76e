import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Control, StubControlOptions } from './stub-control/control';
import { eventStreams } from './stub-control/event-streams';
import { faults } from './stub-control/faults';
import { notifications } from './stub-control/notifications';
import { publish } from './stub-control/publish';
import { reset } from './stub-control/reset';
import { users } from './stub-control/users';

export type { StubControlOptions } from './stub-control/control';

/**
 * The control surface under /__stub/ (never in the contract): what developers and tests use to drive the
 * stub. Each feature is one entry of `controls` (a file of ./stub-control/); add one there to extend it.
 * Fault injection itself is the hook of ./fault-injection.ts.
 */
const controls: Control[] = [users, notifications, reset, faults, publish, eventStreams];

export async function stubControlPlugin(app: FastifyInstance, options: StubControlOptions) {
  const route = (route: RouteOptions) => app.route({ ...route, config: { ...route.config, control: true } });
  for (const control of controls) control(app, route, options);
}
