import { SignJWT, jwtVerify } from 'jose';
import { anyMatch } from './topic-match';

/** The `mercure` claim of a hub JWT: topic selectors to subscribe to and to publish on. */
export interface HubClaims {
  subscribe: string[] | null;
  publish: string[] | null;
  /** The sign-in session a subscriber JWT was issued to (the cookie's); it is refused once that session ends. */
  sessionId: string | null;
}

export const hubKey = (secret: string): Uint8Array => new TextEncoder().encode(secret);

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;

/** The claims of a valid HS256 JWT signed with the key, or null when it is invalid or expired. */
export async function verifyHubJwt(key: Uint8Array, jwt: string): Promise<HubClaims | null> {
  try {
    const { payload } = await jwtVerify(jwt, key, { algorithms: ['HS256'] });
    const mercure = (payload.mercure ?? {}) as Record<string, unknown>;
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
    return { subscribe: strings(mercure.subscribe), publish: strings(mercure.publish), sessionId };
  } catch {
    return null;
  }
}

/** A subscriber JWT for these topics (what the `mercureAuthorization` cookie carries), of a session when given. */
export function signSubscriberJwt(
  key: Uint8Array,
  topics: string[],
  expiresInSeconds: number,
  sessionId?: string,
): Promise<string> {
  return new SignJWT({ mercure: { subscribe: topics }, ...(sessionId !== undefined && { sid: sessionId }) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${Math.round(expiresInSeconds)}s`)
    .sign(key);
}

/** A publisher JWT (for tests and the control surface). */
export function signPublisherJwt(key: Uint8Array, topics: string[]): Promise<string> {
  return new SignJWT({ mercure: { publish: topics } }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

/** Whether a publisher's claims allow every topic of an update (the Mercure `publish` claim's topic selectors). */
export function mayPublish(claims: HubClaims | undefined, topics: readonly string[]): boolean {
  const allowed = claims?.publish ?? [];
  return topics.every((topic) => anyMatch(allowed, [topic]));
}
