import { configureApi } from '@/shared/api/client';

/** A call the fake API received. */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer of the fake API: a JSON body and a status (200 by default). */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** A fixed answer, or one made for the call (a promise: an answer that comes later). */
export type FakeRoute = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/** A JSON answer. */
export const answer = (body: unknown, status = 200): FakeAnswer => ({ status, body });

/**
 * For tests: configures the API client over a fake backend keyed by 'METHOD /path' (no query); unknown calls are
 * 404. Returns the calls made, and lets a test change a route later (`routes[key] = ...`).
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  configureApi(
    { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
    {
      fetch: (async (request: Request) => {
        const url = new URL(request.url);
        const text = request.method === 'GET' ? '' : await request.text();
        const call: FakeCall = {
          method: request.method,
          path: url.pathname,
          query: url.searchParams,
          // JSON as an object; a form (a multipart upload) as its text
          body: text ? (request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) : undefined,
        };
        calls.push(call);
        const route = routes[`${call.method} ${call.path}`];
        const { status = 200, body } = typeof route === 'function' ? await route(call) : (route ?? answer({}, 404));
        return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      }) as typeof fetch,
      toaster: { show: () => {} },
    },
  );
  return { calls, routes };
}
