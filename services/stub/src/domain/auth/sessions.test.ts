import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from './seed-users';
import { REPLAY_LEEWAY_MS, SessionStore } from './sessions';
import { UserStore } from './users';

/** A session store over the seeded users, on a clock the test moves. */
async function sessionsAt(start = 1_700_000_000_000) {
  const clock = { now: start };
  const sessions = new SessionStore(await UserStore.seeded(), {
    accessTtl: 900,
    refreshTtl: 3600,
    now: () => clock.now,
  });
  return { sessions, clock };
}

const refused = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    return (error as { kind?: string }).kind;
  }
  return 'answered';
};

describe('sessions', () => {
  it('a refresh token used again after the leeway ends its session for everyone who holds it', async () => {
    const { sessions, clock } = await sessionsAt();
    const first = await sessions.signIn('goz', SEED_PASSWORD);
    const second = sessions.refresh(first.refreshToken);
    expect(sessions.authenticate(second.token)?.user.username).toBe('goz');

    clock.now += REPLAY_LEEWAY_MS + 1;
    expect(refused(() => sessions.refresh(first.refreshToken))).toBe('unauthorized');
    expect(sessions.authenticate(second.token)).toBeUndefined();
    expect(refused(() => sessions.refresh(second.refreshToken))).toBe('unauthorized');
  });

  it('two tabs that refresh with the same token at once both get a pair, and the session goes on', async () => {
    const { sessions, clock } = await sessionsAt();
    const signedIn = await sessions.signIn('goz', SEED_PASSWORD);
    const tab1 = sessions.refresh(signedIn.refreshToken);
    clock.now += REPLAY_LEEWAY_MS - 1;
    const tab2 = sessions.refresh(signedIn.refreshToken);
    expect(sessions.authenticate(tab1.token)?.user.username).toBe('goz');
    expect(sessions.authenticate(tab2.token)?.user.username).toBe('goz');
  });

  it('a replay after a restart (the state saved and restored) still ends the session', async () => {
    const { sessions, clock } = await sessionsAt();
    const first = await sessions.signIn('goz', SEED_PASSWORD);
    const second = sessions.refresh(first.refreshToken);
    const { sessions: restarted } = await sessionsAt(clock.now);
    restarted.restore(JSON.parse(JSON.stringify(sessions.snapshot())));
    expect(restarted.authenticate(second.token)?.user.username).toBe('goz');
    expect(refused(() => restarted.refresh(first.refreshToken))).toBe('unauthorized');
    expect(restarted.authenticate(second.token)).toBeUndefined();
  });

  it("a password change ends the user's other sessions and keeps the one that changed it", async () => {
    const { sessions } = await sessionsAt();
    const here = await sessions.signIn('goz', SEED_PASSWORD);
    const elsewhere = await sessions.signIn('goz', SEED_PASSWORD);
    const someoneElse = await sessions.signIn('underwriter', SEED_PASSWORD);
    await sessions.changePassword(sessions.authenticate(here.token)!, 'brand-new', 'brand-new');
    expect(sessions.authenticate(here.token)?.user.username).toBe('goz');
    expect(sessions.authenticate(elsewhere.token)).toBeUndefined();
    expect(refused(() => sessions.refresh(elsewhere.refreshToken))).toBe('unauthorized');
    expect(sessions.authenticate(someoneElse.token)?.user.username).toBe('underwriter');
  });

  it('a refused password change ends no session', async () => {
    const { sessions } = await sessionsAt();
    const here = await sessions.signIn('goz', SEED_PASSWORD);
    const elsewhere = await sessions.signIn('goz', SEED_PASSWORD);
    await expect(sessions.changePassword(sessions.authenticate(here.token)!, 'short', 'short')).rejects.toMatchObject({
      kind: 'invalid',
    });
    expect(sessions.authenticate(elsewhere.token)?.user.username).toBe('goz');
  });
});
