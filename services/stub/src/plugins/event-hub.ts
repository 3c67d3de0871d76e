import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifySse from '@fastify/sse';
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

/** An update goes out to every subscriber as the same text, made once. */
const frames = new WeakMap<Update, string>();
function frameOf(update: Update): string {
  let frame = frames.get(update);
  if (frame === undefined) {
    frame = formatEvent(update);
    frames.set(update, frame);
  }
  return frame;
}

/**
 * Serves the hub's subscriptions as server-sent event streams (Mercure subscribe protocol). @fastify/sse holds each
 * stream (its headers with the app's, heartbeats, the end of the connection); an update, written to thousands of
 * streams at once, is formatted once and written to each as it is.
 */
export const eventHubPlugin = fp(
  async (app: FastifyInstance, opts: { hub: Hub; heartbeatMs: number; retryMs: number }) => {
    const { hub } = opts;
    await app.register(fastifySse, { heartbeatInterval: opts.heartbeatMs });
    const streams = new Set<FastifyReply>();
    const subscribeListeners: ((request: StreamRequest) => void)[] = [];
    app.decorate('hub', hub);
    app.decorate('onHubSubscribe', (listener: (request: StreamRequest) => void) => {
      subscribeListeners.push(listener);
    });

    const write = (reply: FastifyReply, frame: string) => {
      const res = reply.raw;
      if (res.writableEnded || res.destroyed) return;
      if (res.writableLength > MAX_BUFFERED) {
        res.destroy();
        return;
      }
      res.write(frame);
    };

    app.decorate('openEventStream', (reply: FastifyReply, request: StreamRequest) => {
      // the client may have gone while its JWT was checked
      if (!reply.sse.isConnected) return;
      reply.sse.keepAlive();
      reply.header('Last-Event-ID', headerSafe(hub.lastEventId()));
      reply.sse.sendHeaders();
      const { missed, replay, unsubscribe } = hub.subscribe(
        { topics: request.topics, allowed: request.allowed, send: (update) => write(reply, frameOf(update)) },
        request.lastEventId,
      );
      streams.add(reply);
      reply.sse.onClose(() => {
        unsubscribe();
        streams.delete(reply);
      });
      let opening = `retry: ${opts.retryMs}\n\n`;
      if (missed) {
        const signal: HubEvent = { type: 'eventsMissed', data: { lastEventId: request.lastEventId ?? '' } };
        opening += formatEvent({ id: missed.signalId, topics: [], data: JSON.stringify(signal), private: true });
      }
      write(reply, opening + replay.map(frameOf).join(''));
      for (const listener of subscribeListeners) {
        try {
          listener(request);
        } catch (error) {
          app.log.error({ err: error }, 'a hub subscription listener failed');
        }
      }
    });

    app.decorate('dropEventStreams', () => {
      const dropped = streams.size;
      for (const reply of streams) reply.raw.destroy();
      streams.clear();
      return dropped;
    });

    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => {
      for (const reply of streams) reply.sse.close();
      streams.clear();
    });
  },
  { name: 'event-hub' },
);
