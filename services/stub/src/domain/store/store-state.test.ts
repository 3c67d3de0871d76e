import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app';
import type { Store } from './store';
import {
  persistableParts,
  resetStore,
  restoreStore,
  snapshotStore,
  STATE_VERSION,
  StateFileError,
} from './store-state';

/** A freshly seeded store (built as the app builds it, whatever options the store takes). */
async function seeded(): Promise<Store> {
  const app = await testApp();
  await app.close();
  return app.store;
}

async function changed(): Promise<Store> {
  const store = await seeded();
  const goz = store.users.byUsername('goz')!;
  await store.users.changePassword(goz, 'new-secret', 'new-secret');
  await store.sessions.signIn('goz', 'new-secret');
  store.notifications.add(goz.id, { title: 't', body: 'b', group: 'sme' }, 'send', Date.now());
  return store;
}

describe('snapshotStore', () => {
  it('has a version and one key per Persistable part, and is plain JSON', async () => {
    const store = await changed();
    const snapshot = snapshotStore(store);
    expect(snapshot.version).toBe(STATE_VERSION);
    expect(Object.keys(snapshot.parts)).toEqual(persistableParts(store).map(([key]) => key));
    expect(Object.keys(snapshot.parts)).toEqual(expect.arrayContaining(['users', 'sessions', 'notifications']));
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
  });

  it('takes in any part with snapshot and restore, and nothing else', async () => {
    const extra = { value: 1, snapshot: () => 7, restore: () => undefined };
    const store = { ...(await seeded()), extra, notAPart: { snapshot: () => 1 }, plain: 3 };
    expect(Object.keys(snapshotStore(store).parts)).toContain('extra');
    expect(Object.keys(snapshotStore(store).parts)).not.toContain('notAPart');
  });
});

describe('restoreStore', () => {
  it('brings back passwords, sessions and notifications', async () => {
    const source = await changed();
    const pair = await source.sessions.signIn('admin', 'secret');
    const snapshot = JSON.parse(JSON.stringify(snapshotStore(source)));

    const target = await seeded();
    const goz = target.users.byUsername('goz')!;
    const result = restoreStore(target, snapshot);
    expect(result.restored).toEqual(expect.arrayContaining(['users', 'sessions', 'notifications']));
    expect(target.users.byUsername('goz')).toBe(goz);
    expect(await target.users.authenticate('goz', 'new-secret')).toBe(goz);
    expect(await target.users.authenticate('goz', 'secret')).toBeUndefined();
    expect(goz.seedPassword).toBe(false);
    expect(target.sessions.authenticate(pair.token)?.user.username).toBe('admin');
    expect(target.notifications.unseenCount(goz.id)).toBe(4);
    const next = target.notifications.add(goz.id, { title: 'n', body: '', group: 'sme' }, 'send', Date.now());
    expect(next.id).toBeGreaterThan(
      Math.max(...source.notifications.page(goz.id, 1, 100).notifications.map((n) => n.id)),
    );
  });

  it('ignores unknown keys and keeps the seed of a missing part', async () => {
    const source = await changed();
    const { parts, ...rest } = snapshotStore(source);
    const target = await seeded();
    const result = restoreStore(target, { ...rest, parts: { users: parts.users, retiredPart: [1, 2] } });
    expect(result.restored).toEqual(['users']);
    expect(result.kept).toEqual(expect.arrayContaining(['sessions', 'notifications']));
    expect(result.unknown).toEqual(['retiredPart']);
    expect(target.users.byUsername('goz')!.seedPassword).toBe(false);
    expect(target.notifications.unseenCount(2)).toBe(3);
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['no version', { parts: {} }],
    ['no parts', { version: STATE_VERSION }],
  ])('refuses %s', async (_case, snapshot) => {
    expect(() => restoreStore({}, snapshot)).toThrow(StateFileError);
  });

  it('refuses another version with a clear message', async () => {
    expect(() => restoreStore({}, { version: STATE_VERSION + 1, parts: {} })).toThrow(
      `state version ${STATE_VERSION + 1}, this stub reads version ${STATE_VERSION}`,
    );
  });

  it('changes nothing when a part refuses its snapshot', async () => {
    const source = await changed();
    const { parts } = snapshotStore(source);
    const target = await seeded();
    const before = JSON.stringify(snapshotStore(target).parts);
    const broken = { version: STATE_VERSION, parts: { ...parts, notifications: { nextId: 'x', users: [] } } };
    expect(() => restoreStore(target, broken)).toThrow(/notifications/);
    expect(JSON.stringify(snapshotStore(target).parts)).toBe(before);
  });
});

describe('resetStore', () => {
  it('puts the seed back into the same objects', async () => {
    const store = await changed();
    const { users, sessions } = store;
    const pair = await store.sessions.signIn('admin', 'secret');
    resetStore(store, await seeded());
    expect(store.users).toBe(users);
    expect(store.sessions).toBe(sessions);
    expect(store.sessions.authenticate(pair.token)).toBeUndefined();
    expect(await store.users.authenticate('goz', 'secret')).toBeDefined();
    expect(store.notifications.unseenCount(2)).toBe(3);
    expect(JSON.stringify(snapshotStore(store).parts)).toBe(JSON.stringify(snapshotStore(await seeded()).parts));
  });
});
