// The client the scenarios talk through: a transport (k6/http in k6, fetch in Node) wrapped with sign-in, the
// bearer token, the operation's name as a tag and the check of each answer's status.

/**
 * @typedef {{ status: number, body: string | null, cookies?: Record<string, string> }} Answer
 * @typedef {{ field: string, name: string, type: string, data: string }} Upload
 * @typedef {(method: string, url: string, init: { headers: Record<string, string>, body?: string, file?: Upload, tags: Record<string, string> }) => Promise<Answer>} Transport
 * @typedef {{ method: string, path: string, operation: string, group: string, status: number, ok: boolean }} Call
 * @typedef {{ group: string, expect?: number[], json?: unknown, form?: Record<string, string>, file?: Upload }} CallOptions
 * @typedef {{ id: string, data: string }} StreamEvent
 * @typedef {(url: string, init: { headers: Record<string, string>, tags: Record<string, string>, until: (events: StreamEvent[]) => boolean, seconds: number }) => Promise<{ status: number, events: StreamEvent[] }>} Stream
 */

/** @param {string} text */
const parse = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * @param {Transport} transport
 * @param {{ base: string, pause: (ms: number) => Promise<void>, stream?: Stream, onCall?: (call: Call) => void }} options
 */
export function createApi(transport, { base, pause, stream, onCall }) {
  const origin = base.replace(/\/+$/, '');
  /** @type {string | null} */
  let token = null;
  /** @type {string | null} */
  let refreshToken = null;

  /**
   * Calls one operation of the contract (its operationId names the call in the results).
   * @param {string} method
   * @param {string} operation
   * @param {string} path
   * @param {CallOptions} options
   * @returns {Promise<{ status: number, ok: boolean, data: any, cookies: Record<string, string> }>}
   */
  async function call(method, operation, path, { group, expect = [200], json, form, file }) {
    /** @type {Record<string, string>} */
    const headers = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    let body;
    if (json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form !== undefined) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = Object.entries(form)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
        .join('&');
    }
    // A file goes as multipart/form-data, its boundary set by the transport.
    const tags = { name: operation, group };
    const answer = await transport(method, `${origin}${path}`, { headers, body, ...(file && { file }), tags });
    const ok = expect.includes(answer.status);
    onCall?.({ method, path, operation, group, status: answer.status, ok });
    return { status: answer.status, ok, data: answer.body ? parse(answer.body) : null, cookies: answer.cookies ?? {} };
  }

  return {
    call,
    /** Waits as a user would (k6/timers in k6, timers in Node). */
    pause,
    /** @param {string} operation @param {string} path @param {CallOptions} options */
    get: (operation, path, options) => call('GET', operation, path, options),
    /** @param {string} operation @param {string} path @param {CallOptions} options */
    post: (operation, path, options) => call('POST', operation, path, options),
    /**
     * Subscribes to the event hub (an absolute URL, or a path of the API's origin) until `until` holds or the time
     * is up; the call is 200 with at least one event.
     * @param {string} url
     * @param {{ group: string, headers: Record<string, string>, until: (events: StreamEvent[]) => boolean, seconds: number }} options
     */
    async listen(url, { group, headers, until, seconds }) {
      if (!stream) throw new Error('this run has no event-stream client');
      const absolute = /^https?:/.test(url) ? url : `${origin}${url}`;
      const heard = await stream(absolute, { headers, tags: { name: 'subscribeEvents', group }, until, seconds });
      const ok = heard.status === 200 && heard.events.length > 0;
      onCall?.({
        method: 'GET',
        path: absolute.replace(/^https?:\/\/[^/]+/, ''),
        operation: 'subscribeEvents',
        group,
        status: heard.status,
        ok,
      });
      return { ...heard, ok };
    },
    /** @param {string} username @param {string} password */
    async signIn(username, password) {
      const answer = await call('POST', 'createToken', '/api/token/create', {
        group: 'session',
        json: { username, password },
      });
      if (!answer.ok) throw new Error(`sign-in of ${username} answered ${answer.status}`);
      token = answer.data.token;
      refreshToken = answer.data.refreshToken;
      await call('GET', 'getCurrentUser', '/api/user/', { group: 'session' });
      await call('GET', 'getUnseenNotificationCount', '/api/notification/get/new', { group: 'session' });
    },
    async signOut() {
      await call('POST', 'deleteToken', '/api/token/delete', { group: 'session', json: { refreshToken } });
      token = null;
    },
  };
}

/** @typedef {ReturnType<typeof createApi>} Api */

/**
 * One of the items, chosen by the iteration (the same data the server gave, spread over the virtual users).
 * @template T
 * @param {T[]} items
 * @param {number} n
 * @returns {T | undefined}
 */
export const pick = (items, n) => (items.length === 0 ? undefined : items[Math.abs(n) % items.length]);
