import { describe, expect, it } from 'vitest';
import { Hub, type Subscriber, type Update } from './hub';
import { topicMatches } from './topic-match';

function subscriber(topics: string[], allowed: string[] | null = null) {
  const received: Update[] = [];
  const sub: Subscriber = { topics, allowed, send: (u) => received.push(u) };
  return { sub, received };
}

describe('topic selectors', () => {
  it.each([
    ['*', 'https://a.example/users/1', true],
    ['https://a.example/users/1', 'https://a.example/users/1', true],
    ['https://a.example/users/1', 'https://a.example/users/10', false],
    ['https://a.example/users/{id}', 'https://a.example/users/10', true],
    ['https://a.example/users/{id}', 'https://a.example/users/10/tasks', false],
    ['https://a.example/{+rest}', 'https://a.example/users/10/tasks', true],
    ['https://a.example/users.{id}', 'https://a.example/usersX1', false],
  ])('%s matches %s: %s', (selector, topic, expected) => {
    expect(topicMatches(selector, topic)).toBe(expected);
  });
});

describe('the hub', () => {
  it('sends public updates to every matching subscriber and private ones only to those allowed', () => {
    const hub = new Hub(10);
    const anonymous = subscriber(['t/1']);
    const allowed = subscriber(['t/1'], ['t/{id}']);
    const other = subscriber(['t/2'], ['*']);
    for (const s of [anonymous, allowed, other]) hub.subscribe(s.sub);
    hub.publish(['t/1'], 'public');
    hub.publish(['t/1'], 'private', { private: true });
    expect(anonymous.received.map((u) => u.data)).toEqual(['public']);
    expect(allowed.received.map((u) => u.data)).toEqual(['public', 'private']);
    expect(other.received).toEqual([]);
  });

  it('lets a private update through when any of its topics is allowed', () => {
    const hub = new Hub(10);
    const s = subscriber(['*'], ['roles/ROLE_GOZ']);
    hub.subscribe(s.sub);
    hub.publish(['users/2', 'roles/ROLE_GOZ'], 'both', { private: true });
    expect(s.received).toHaveLength(1);
  });

  it('keeps a bounded history per topic and replays after an id', () => {
    const hub = new Hub(3);
    expect(hub.lastEventId()).toBe('earliest');
    const ids = ['a', 'b', 'c', 'd'].map((data) => hub.publish(['t'], data).id);
    expect(hub.lastEventId()).toBe(ids[3]);
    const replay = (last?: string) => hub.subscribe(subscriber(['t']).sub, last).replay.map((u) => u.data);
    expect(replay('earliest')).toEqual(['b', 'c', 'd']);
    expect(replay(ids[1])).toEqual(['c', 'd']);
    expect(replay(ids[3])).toEqual([]);
    expect(replay(undefined)).toEqual([]);
  });

  it("keeps a quiet topic's updates while a busy one turns over, and replays across topics in order", () => {
    const hub = new Hub(3);
    const start = hub.publish(['users/1'], 'start').id;
    const own = hub.publish(['users/1'], 'own').id;
    for (let i = 0; i < 50; i++) hub.publish(['roles/R'], `busy ${i}`);
    hub.publish(['users/1', 'roles/R'], 'both');
    const user = hub.subscribe(subscriber(['users/1']).sub, start);
    expect(user).toMatchObject({ missed: null });
    expect(user.replay.map((u) => u.data)).toEqual(['own', 'both']);
    const both = hub.subscribe(subscriber(['users/1', 'roles/R']).sub, own);
    expect(both.missed).not.toBeNull();
    expect(both.replay.map((u) => u.data)).toEqual(['busy 48', 'busy 49', 'both']);
  });

  it('says what it cannot replay: an id older than the topics hold, or unknown; its signal id is a position', () => {
    const hub = new Hub(2);
    const first = hub.publish(['t'], 'a').id;
    ['b', 'c', 'd'].forEach((data) => hub.publish(['t'], data));
    const late = hub.subscribe(subscriber(['t']).sub, first);
    expect(late.replay.map((u) => u.data)).toEqual(['c', 'd']);
    expect(late.missed?.signalId).toMatch(/^urn:uuid:/);
    expect(hub.subscribe(subscriber(['t']).sub, 'earliest').missed).not.toBeNull();
    const unknown = hub.subscribe(subscriber(['t']).sub, 'urn:uuid:from-before-a-restart');
    expect(unknown).toMatchObject({ replay: [] });
    expect(unknown.missed).not.toBeNull();

    // Coming back with the signal's id: nothing missed, and what came after it.
    hub.publish(['t'], 'e');
    const back = hub.subscribe(subscriber(['t']).sub, late.missed!.signalId);
    expect(back.missed).toBeNull();
    expect(back.replay.map((u) => u.data)).toEqual(['e']);
    expect(hub.subscribe(subscriber(['other']).sub, first).missed).toBeNull();
  });

  it('does not replay private updates to subscribers who may not see them', () => {
    const hub = new Hub(10);
    hub.publish(['t'], 'private', { private: true });
    expect(hub.subscribe(subscriber(['t']).sub, 'earliest').replay).toEqual([]);
    expect(hub.subscribe(subscriber(['t'], ['t']).sub, 'earliest').replay).toHaveLength(1);
  });

  it('forgets unsubscribed subscribers and keeps no history when its size is 0', () => {
    const hub = new Hub(0);
    const s = subscriber(['t']);
    const { unsubscribe } = hub.subscribe(s.sub);
    expect(hub.subscriberCount).toBe(1);
    unsubscribe();
    hub.publish(['t'], 'x', { id: 'given', type: 'kind', retry: 5 });
    expect(s.received).toEqual([]);
    expect(hub.lastEventId()).toBe('earliest');
  });
});
