import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HubEvent } from '@autocredit/generated/api';
import { getTaskCounters, setTaskCounters } from '@/shared/session/task-counters';
import { renderHook } from '@testing-library/react';
import { createEventChannel, forgetEventChannelState } from './event-channel';
import { createHubEventBus, parseHubEvent } from './hub-event-bus';
import { useHubEvent } from './use-hub-event';

class FakeEventSource {
  static last: FakeEventSource | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  emit(data: string, lastEventId = '') {
    this.onmessage?.(new MessageEvent('message', { data, lastEventId }));
  }
}

const topics = {
  topics: ['https://a/users/6', 'https://a/roles/ROLE_UNDERWRITER'],
  mercureHub: '/.well-known/mercure',
};

function channel(onEvent = vi.fn()) {
  return {
    onEvent,
    channel: createEventChannel({
      fetchTopics: () => Promise.resolve(topics),
      hubUrl: (hub) => `http://localhost${hub}`,
      onEvent,
      EventSource: FakeEventSource as unknown as typeof EventSource,
    }),
  };
}

describe('event channel', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.last = null;
  });
  afterEach(() => localStorage.clear());

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

  it('closes on a stream error and on close', async () => {
    const { channel: c } = channel();
    await c.open();
    const first = FakeEventSource.last!;
    first.onerror?.();
    expect(first.closed).toBe(true);
    await c.open();
    const second = FakeEventSource.last!;
    c.close();
    expect(second.closed).toBe(true);
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
