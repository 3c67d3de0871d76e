import { randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from '@autocredit/generated/api';
import { DomainError, texts } from '../errors';
import type { Persistable } from '../store/persistence';
import { array, nullableNumber, number, object, string } from '../store/snapshot-shape';
import type { StoredUser, UserStore } from './users';

/** One sign-in: the user acted as and, while impersonating, the administrator who signed in. */
export interface Session {
  id: string;
  userId: number;
  adminId: number | null;
}

/** Who makes a request: the user acted as and the one who signed in (the same unless impersonating). */
export interface Principal {
  session: Session;
  user: StoredUser;
  signedIn: StoredUser;
}

export interface SessionOptions {
  /** Access token lifetime, seconds. */
  accessTtl: number;
  /** Refresh token lifetime, seconds. */
  refreshTtl: number;
  now?: () => number;
}

interface Grant {
  sessionId: string;
  expiresAt: number;
}

/** One token as the state file keeps it. */
export interface GrantState {
  token: string;
  sessionId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** The live sessions and tokens (expired ones are left out). */
export interface SessionState {
  sessions: Session[];
  access: GrantState[];
  refresh: GrantState[];
  /** Refresh tokens already exchanged, until they would have expired: presenting one again ends its session. */
  spent?: GrantState[];
}

function grantsOf(value: unknown, what: string): GrantState[] {
  return array(value, what).map((item, i) => {
    const raw = object(item, `${what}[${i}]`);
    return {
      token: string(raw.token, `${what}[${i}].token`),
      sessionId: string(raw.sessionId, `${what}[${i}].sessionId`),
      expiresAt: number(raw.expiresAt, `${what}[${i}].expiresAt`),
    };
  });
}

const token = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;
const SWEEP_EVERY = 1024;
/** How long after its exchange a refresh token may still be exchanged (tabs that refresh at once), milliseconds. */
export const REPLAY_LEEWAY_MS = 10_000;

/** Sessions, opaque access tokens with an expiry and refresh tokens that rotate. */
export class SessionStore implements Persistable<SessionState> {
  private readonly sessions = new Map<string, Session>();
  private readonly access = new Map<string, Grant>();
  private readonly refreshTokens = new Map<string, Grant>();
  /** Exchanged refresh tokens, with when they were exchanged. */
  private readonly spent = new Map<string, Grant & { spentAt: number }>();
  private readonly now: () => number;
  private issued = 0;

  constructor(
    private readonly users: UserStore,
    private readonly options: SessionOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Signs in; throws `unauthorized` on a wrong username or password. */
  async signIn(username: string, password: string): Promise<TokenPair> {
    const user = await this.users.authenticate(username, password);
    if (!user) throw new DomainError('unauthorized', texts.badCredentials);
    const session: Session = { id: randomUUID(), userId: user.id, adminId: null };
    this.sessions.set(session.id, session);
    return this.issue(session);
  }

  /**
   * Revokes the refresh token and issues a new pair; the session (and its impersonation) carries on. A refresh token
   * used again was stolen or replayed: the session it belongs to ends, for its holder as for the replayer; except
   * within REPLAY_LEEWAY_MS of its exchange, when two tabs sharing the tokens refreshed at once (each gets a pair).
   */
  refresh(refreshToken: string): TokenPair {
    const session = this.sessionOfRefresh(refreshToken);
    const grant = this.refreshTokens.get(refreshToken);
    if (grant) {
      this.refreshTokens.delete(refreshToken);
      this.spent.set(refreshToken, { ...grant, spentAt: this.now() });
    }
    return this.issue(session);
  }

  /** Whether a session is still signed in (the hub's cookie lives no longer than its session). */
  isLive(sessionId: string): boolean {
    return this.sessions.has(sessionId);
  }

  /**
   * Changes the password of the principal's user (the rules of UserStore.changePassword) and ends every other
   * session signed in as that user: whoever knew the old password is signed out everywhere but here.
   */
  async changePassword(principal: Principal, password: string, confirm: string): Promise<void> {
    await this.users.changePassword(principal.user, password, confirm);
    const userId = principal.user.id;
    for (const session of [...this.sessions.values()]) {
      if (session.id !== principal.session.id && (session.adminId ?? session.userId) === userId) {
        this.sessions.delete(session.id);
      }
    }
  }

  /** Ends the session of this refresh token: its refresh token and all its access tokens stop working. */
  signOut(refreshToken: string): void {
    const session = this.sessionOfRefresh(refreshToken);
    this.refreshTokens.delete(refreshToken);
    this.sessions.delete(session.id);
  }

  /** The principal of a valid access token, or undefined (unknown, expired or signed out). */
  authenticate(accessToken: string): Principal | undefined {
    const grant = this.access.get(accessToken);
    if (!grant) return undefined;
    const session = this.sessions.get(grant.sessionId);
    if (!session || grant.expiresAt <= this.now()) {
      this.access.delete(accessToken);
      return undefined;
    }
    const user = this.users.get(session.userId);
    const signedIn = session.adminId === null ? user : this.users.get(session.adminId);
    if (!user || !signedIn) return undefined;
    return { session, user, signedIn };
  }

  /** Starts acting as another user; the caller's right to do so is checked by the authorisation table. */
  take(principal: Principal, username: string): StoredUser {
    const { session } = principal;
    if (session.adminId !== null) throw new DomainError('invalid', 'Вы уже переключены на другого пользователя');
    const target = this.users.byUsername(username);
    if (!target) throw new DomainError('not-found', 'Пользователь не найден');
    if (target.id === session.userId) throw new DomainError('invalid', 'Нельзя переключиться на самого себя');
    session.adminId = session.userId;
    session.userId = target.id;
    return target;
  }

  /** Returns to the administrator's own profile. */
  leave(principal: Principal): StoredUser {
    const { session } = principal;
    if (session.adminId === null) throw new DomainError('invalid', 'Вы не переключены на другого пользователя');
    session.userId = session.adminId;
    session.adminId = null;
    return principal.signedIn;
  }

  snapshot(): SessionState {
    const now = this.now();
    const live = (grants: Map<string, Grant>): GrantState[] =>
      [...grants]
        .filter(([, grant]) => grant.expiresAt > now && this.sessions.has(grant.sessionId))
        .map(([key, grant]) => ({ token: key, sessionId: grant.sessionId, expiresAt: grant.expiresAt }));
    const access = live(this.access);
    const refresh = live(this.refreshTokens);
    const used = new Set([...access, ...refresh].map((g) => g.sessionId));
    const sessions = [...this.sessions.values()].filter((s) => used.has(s.id)).map((s) => ({ ...s }));
    const spent = [...this.spent]
      .filter(([, grant]) => grant.expiresAt > now)
      .map(([key, grant]) => ({ token: key, sessionId: grant.sessionId, expiresAt: grant.expiresAt }));
    // a restart ends the leeway: a spent token presented after it is a replay
    return { sessions, access, refresh, spent };
  }

  /** Replaces every session and token with the snapshot's (an empty one signs everybody out). */
  restore(snapshot: SessionState): void {
    const raw = object(snapshot, 'sessions');
    const sessions = array(raw.sessions, 'sessions.sessions').map((item, i): Session => {
      const s = object(item, `sessions.sessions[${i}]`);
      return {
        id: string(s.id, `sessions.sessions[${i}].id`),
        userId: number(s.userId, `sessions.sessions[${i}].userId`),
        adminId: nullableNumber(s.adminId, `sessions.sessions[${i}].adminId`),
      };
    });
    const access = grantsOf(raw.access, 'sessions.access');
    const refresh = grantsOf(raw.refresh, 'sessions.refresh');
    const spent = raw.spent === undefined ? [] : grantsOf(raw.spent, 'sessions.spent');
    this.sessions.clear();
    this.access.clear();
    this.refreshTokens.clear();
    this.spent.clear();
    for (const session of sessions) this.sessions.set(session.id, session);
    for (const g of access) this.access.set(g.token, { sessionId: g.sessionId, expiresAt: g.expiresAt });
    for (const g of refresh) this.refreshTokens.set(g.token, { sessionId: g.sessionId, expiresAt: g.expiresAt });
    for (const g of spent) this.spent.set(g.token, { sessionId: g.sessionId, expiresAt: g.expiresAt, spentAt: 0 });
  }

  private sessionOfRefresh(refreshToken: string): Session {
    const replayed = this.spent.get(refreshToken);
    if (replayed) {
      const session = this.sessions.get(replayed.sessionId);
      if (session && this.now() - replayed.spentAt <= REPLAY_LEEWAY_MS) return session;
      this.spent.delete(refreshToken);
      this.sessions.delete(replayed.sessionId);
      throw new DomainError('unauthorized', texts.authRequired);
    }
    const grant = this.refreshTokens.get(refreshToken);
    const session = grant && this.sessions.get(grant.sessionId);
    if (!grant || !session || grant.expiresAt <= this.now()) {
      this.refreshTokens.delete(refreshToken);
      throw new DomainError('unauthorized', texts.authRequired);
    }
    return session;
  }

  private issue(session: Session): TokenPair {
    const now = this.now();
    const pair = { token: token('at'), refreshToken: token('rt') };
    this.access.set(pair.token, { sessionId: session.id, expiresAt: now + this.options.accessTtl * 1000 });
    this.refreshTokens.set(pair.refreshToken, {
      sessionId: session.id,
      expiresAt: now + this.options.refreshTtl * 1000,
    });
    if (++this.issued % SWEEP_EVERY === 0) this.sweep(now);
    return pair;
  }

  /** Forgets expired tokens and ended sessions so that long load tests do not grow the maps forever. */
  private sweep(now: number): void {
    for (const [key, grant] of this.access) {
      if (grant.expiresAt <= now || !this.sessions.has(grant.sessionId)) this.access.delete(key);
    }
    for (const [key, grant] of this.refreshTokens) {
      if (grant.expiresAt <= now) {
        this.refreshTokens.delete(key);
        this.sessions.delete(grant.sessionId);
      }
    }
    for (const [key, grant] of this.spent) if (grant.expiresAt <= now) this.spent.delete(key);
  }
}
