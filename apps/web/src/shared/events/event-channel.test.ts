import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HubEvent } from '@autocredit/generated/api';
import { getTaskCounters, setTaskCounters } from '@/shared/session/task-counters';
import { renderHook } from '@testing-library/react';
import { createEventChannel, forgetEventChannelState } from './event-channel';
import { createHubEventBus, parseHubEvent } from './hub-event-bus';
import { useHubEvent } from './use-hub-event';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  static all: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
    FakeEventSource.all.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  /** The connection dropped: the browser reconnects by itself (CONNECTING) or gives up (CLOSED). */
  fail(givesUp: boolean) {
    this.readyState = givesUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
  emit(data: string, lastEventId = '') {
    this.onmessage?.(new MessageEvent('message', { data, lastEventId }));
  }
}

const topics = {
  topics: ['https://a/users/6', 'https://a/roles/ROLE_UNDERWRITER'],
  mercureHub: '/.well-known/mercure',
};

function channel(onEvent = vi.fn(), fetchTopics = vi.fn(() => Promise.resolve(topics))) {
  const statuses: string[] = [];
  return {
    onEvent,
    statuses,
    fetchTopics,
    channel: createEventChannel({
      fetchTopics,
      hubUrl: (hub) => `http://localhost${hub}`,
      onEvent,
      onStatus: (status) => statuses.push(status),
      EventSource: FakeEventSource as unknown as typeof EventSource,
      random: () => 0.5,
    }),
  };
}

const notification = (id: number) => JSON.stringify({ type: 'getNotification', data: { id } });

describe('event channel', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.last = null;
    FakeEventSource.all = [];
  });
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('subscribes to every topic with credentials and the stored last event id', async () => {
    localStorage.setItem('mercureLastEventId', 'urn:uuid:7');
    await channel().channel.open();
    expect(FakeEventSource.last?.url).toBe(
      'http://localhost/.well-known/mercure?topic=https%3A%2F%2Fa%2Fusers%2F6&topic=https%3A%2F%2Fa%2Froles%2FROLE_UNDERWRITER&lastEventID=urn%3Auuid%3A7',
    );
    expect(FakeEventSource.last?.init).toEqual({ withCredentials: true });
  });

  it('stores each event id and passes parsed events on', async () => {
    const { channel: c, onEvent } = channel();
    await c.open();
    FakeEventSource.last!.emit(
      '{"type":"newUnderTask","data":{"newTasks":3,"afterRescoring":1,"afterRework":0}}',
      'id-1',
    );
    FakeEventSource.last!.emit('not json', 'id-2');
    expect(localStorage.getItem('mercureLastEventId')).toBe('id-2');
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent.mock.calls[0]![0]).toMatchObject({ type: 'newUnderTask' });
  });

  it('is down while the browser reconnects a dropped stream by itself, and open again after', async () => {
    const { channel: c, statuses } = channel();
    await c.open();
    const source = FakeEventSource.last!;
    source.open();
    source.fail(false);
    expect(source.closed).toBe(false);
    source.open();
    expect(statuses).toEqual(['idle', 'open', 'down', 'open']);
    expect(FakeEventSource.all).toHaveLength(1);
    c.close();
    expect(source.closed).toBe(true);
    expect(statuses.at(-1)).toBe('idle');
  });

  it('reopens a stream the browser gave up on: topics again, the last id, waits growing to 30 s', async () => {
    vi.useFakeTimers();
    const { channel: c, statuses, fetchTopics } = channel();
    await c.open();
    FakeEventSource.last!.emit(notification(1), 'id-1');
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const before = FakeEventSource.all.length;
      FakeEventSource.last!.fail(true);
      expect(FakeEventSource.last!.closed).toBe(true);
      let waited = 0;
      while (FakeEventSource.all.length === before) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(fetchTopics).toHaveBeenCalledTimes(8);
    expect(FakeEventSource.last!.url).toContain('lastEventID=id-1');
    expect(statuses.at(-1)).toBe('down');
    FakeEventSource.last!.open();
    expect(statuses.at(-1)).toBe('open');

    // An open stream starts the waits over; close cancels a pending reconnect.
    FakeEventSource.last!.fail(true);
    c.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.all).toHaveLength(8);
  });

  it('retries when the topics cannot be read, and passes every event once across reconnections', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchTopics = vi.fn(() => Promise.resolve(topics));
    fetchTopics.mockRejectedValueOnce(new Error('offline'));
    const { channel: c, onEvent } = channel(vi.fn(), fetchTopics);
    await c.open();
    expect(FakeEventSource.last).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    const first = FakeEventSource.last!;
    first.open();
    first.emit(notification(1), 'id-1');
    first.emit(notification(2), 'id-2');
    first.fail(true);
    await vi.advanceTimersByTimeAsync(1000);
    const second = FakeEventSource.last!;
    expect(second).not.toBe(first);
    second.emit(notification(2), 'id-2');
    second.emit(notification(3), 'id-3');
    first.emit(notification(9), 'id-9');
    expect(onEvent.mock.calls.map(([event]) => (event as { data: { id: number } }).data.id)).toEqual([1, 2, 3]);
    expect(localStorage.getItem('mercureLastEventId')).toBe('id-3');
  });

  it('does not connect when closed while the topics load', async () => {
    const { channel: c } = channel();
    const opening = c.open();
    c.close();
    await opening;
    expect(FakeEventSource.last).toBeNull();
  });

  it('forgets the last event id and the task counters', () => {
    localStorage.setItem('mercureLastEventId', 'x');
    setTaskCounters({ newTasks: 1, afterRescoring: 2, afterRework: 3 });
    forgetEventChannelState();
    expect(localStorage.getItem('mercureLastEventId')).toBeNull();
    expect(localStorage.getItem('newTasksCount')).toBeNull();
    expect(getTaskCounters()).toEqual({ newTasks: 0, afterRescoring: 0, afterRework: 0 });
  });
});

describe('the hub event bus and useHubEvent', () => {
  const newUnderTask = '{"type":"newUnderTask","data":{"newTasks":1,"afterRescoring":0,"afterRework":0}}';

  it('calls the handlers of the type, ignores other types and keeps going past a failing handler', () => {
    const bus = createHubEventBus();
    const failing = vi.fn(() => {
      throw new Error('boom');
    });
    const counted = vi.fn();
    bus.subscribe('newUnderTask', failing);
    bus.subscribe('newUnderTask', counted);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.dispatch(parseHubEvent('{"type":"getReport","data":{}}') as HubEvent);
    expect(counted).not.toHaveBeenCalled();
    const event = parseHubEvent(newUnderTask)!;
    bus.dispatch(event);
    expect(failing).toHaveBeenCalledWith(event);
    expect(counted).toHaveBeenCalledWith(event);
    expect(parseHubEvent('[1]')).toBeNull();
    expect(parseHubEvent('"x"')).toBeNull();
  });

  it('passes an event of a type the contract does not know to the unknown-event handlers only', () => {
    const bus = createHubEventBus();
    const unknown = vi.fn();
    const counted = vi.fn();
    bus.subscribe('newUnderTask', counted);
    const stop = bus.onUnknown(unknown);
    bus.dispatch(parseHubEvent('{"type":"somethingNew","data":{}}') as HubEvent);
    bus.dispatch(parseHubEvent(newUnderTask)!);
    bus.dispatch(parseHubEvent('{"type":"getReport","data":{}}') as HubEvent);
    expect(unknown).toHaveBeenCalledTimes(1);
    expect(unknown).toHaveBeenCalledWith({ type: 'somethingNew', data: {} });
    expect(counted).toHaveBeenCalledTimes(1);
    stop();
    bus.dispatch(parseHubEvent('{"type":"somethingNew","data":{}}') as HubEvent);
    expect(unknown).toHaveBeenCalledTimes(1);
  });

  it('a component gets the events of its type while mounted, with its latest handler', () => {
    const bus = createHubEventBus();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useHubEvent('newUnderTask', handler, bus), {
      initialProps: { handler: first },
    });
    bus.dispatch(parseHubEvent(newUnderTask)!);
    rerender({ handler: second });
    bus.dispatch(parseHubEvent(newUnderTask)!);
    unmount();
    bus.dispatch(parseHubEvent(newUnderTask)!);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
