import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { HubEvent } from '@autocredit/generated/api';
import type { Hub, Update } from '../domain/events/hub';

export interface StreamRequest {
  /** Topic selectors of the subscription. */
  topics: readonly string[];
  /** Selectors of the subscriber's JWT (`mercure.subscribe`); null when anonymous. */
  allowed: readonly string[] | null;
  lastEventId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
    /** Turns the reply into a Mercure event stream: replay, then live updates and heartbeats. */
    openEventStream(reply: FastifyReply, request: StreamRequest): void;
    /** Calls the listener on every new subscription, once its replay is written (what it publishes reaches it). */
    onHubSubscribe(listener: (request: StreamRequest) => void): void;
    /** Ends every open event stream (the connections are cut); how many there were. */
    dropEventStreams(): number;
  }
}

/** A subscriber whose socket holds this much unsent data is too slow and is dropped. */
const MAX_BUFFERED = 4 * 1024 * 1024;
const oneLine = (text: string) => text.replace(/[\r\n]/g, ' ');
const headerSafe = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : encodeURIComponent(text));

/** One update as a server-sent event: `event:` and `retry:` when given, `id:`, one `data:` per line. */
export function formatEvent(update: Update): string {
  let text = '';
  if (update.type) text += `event: ${oneLine(update.type)}\n`;
  if (update.retry !== undefined) text += `retry: ${update.retry}\n`;
  text += `id: ${oneLine(update.id)}\n`;
  for (const line of update.data.split(/\r\n|\r|\n/)) text += `data: ${line}\n`;
  return `${text}\n`;
}

/** Serves the hub's subscriptions as server-sent event streams (Mercure subscribe protocol). */
export const eventHubPlugin = fp(
  async (app: FastifyInstance, opts: { hub: Hub; heartbeatMs: number; retryMs: number }) => {
    const { hub } = opts;
    const streams = new Set<ServerResponse>();
    const subscribeListeners: ((request: StreamRequest) => void)[] = [];
    app.decorate('hub', hub);
    app.decorate('onHubSubscribe', (listener: (request: StreamRequest) => void) => {
      subscribeListeners.push(listener);
    });

    const write = (res: ServerResponse, chunk: string) => {
      if (res.writableEnded || res.destroyed) return;
      if (res.writableLength > MAX_BUFFERED) {
        res.destroy();
        return;
      }
      res.write(chunk);
    };

    const heartbeat = setInterval(() => {
      for (const res of streams) write(res, ':\n\n');
    }, opts.heartbeatMs);
    heartbeat.unref();

    app.decorate('openEventStream', (reply: FastifyReply, request: StreamRequest) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        'X-Accel-Buffering': 'no',
        'Last-Event-ID': headerSafe(hub.lastEventId()),
      });
      res.flushHeaders();
      const { missed, replay, unsubscribe } = hub.subscribe(
        { topics: request.topics, allowed: request.allowed, send: (update) => write(res, formatEvent(update)) },
        request.lastEventId,
      );
      let opening = `retry: ${opts.retryMs}\n\n`;
      if (missed) {
        const signal: HubEvent = { type: 'eventsMissed', data: { lastEventId: request.lastEventId ?? '' } };
        opening += formatEvent({ id: missed.signalId, topics: [], data: JSON.stringify(signal), private: true });
      }
      write(res, opening + replay.map(formatEvent).join(''));
      streams.add(res);
      for (const listener of subscribeListeners) {
        try {
          listener(request);
        } catch (error) {
          app.log.error({ err: error }, 'a hub subscription listener failed');
        }
      }
      res.once('close', () => {
        unsubscribe();
        streams.delete(res);
      });
    });

    app.decorate('dropEventStreams', () => {
      const dropped = streams.size;
      for (const res of streams) res.destroy();
      streams.clear();
      return dropped;
    });

    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => {
      for (const res of streams) res.end();
      streams.clear();
    });
    app.addHook('onClose', async () => clearInterval(heartbeat));
  },
  { name: 'event-hub' },
);
