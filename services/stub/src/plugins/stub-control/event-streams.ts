import type { Control } from './control';

/**
 * POST /__stub/event-streams/drop: ends every open event stream of the hub at once, as a lost connection would (the
 * clients reconnect with their last event id); `{result: {dropped}}`.
 */
export const eventStreams: Control = (app, route) => {
  route({
    method: 'POST',
    url: '/event-streams/drop',
    handler: async (request) => {
      const dropped = app.dropEventStreams();
      request.log.info({ dropped }, 'event streams dropped');
      return { result: { dropped } };
    },
  });
};
