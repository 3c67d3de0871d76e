import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '@/shared/session/session-store';
import type { ToastOptions } from '@/shared/ui/toast';
import { unwrap } from './api-error';
import { createApiClient } from './client';
import { logFailure } from './log-failure';

/** A backend that answers nothing until the request is aborted; then fetch rejects as browsers do. */
const hanging = vi.fn(
  (request: Request) =>
    new Promise<Response>((_, reject) => {
      const abort = () => reject(new DOMException('The user aborted a request.', 'AbortError'));
      if (request.signal.aborted) abort();
      else request.signal.addEventListener('abort', abort);
    }),
);

describe('a request cancelled because the user moved on', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    hanging.mockClear();
  });

  function setup(fetchImpl: (request: Request) => Promise<Response>) {
    const toasts: ToastOptions[] = [];
    const session = createSessionStore();
    session.setTokens('at', 'rt');
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetchImpl as typeof fetch,
      session,
      toaster: { show: (t) => toasts.push(t) },
      sessionId: () => 's',
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const settled: unknown[] = [];
    const load = (signal: AbortSignal) =>
      unwrap(api.GET('/api/autocredit/list', { params: { query: { page: 2 } }, signal })).catch((error: unknown) => {
        logFailure('The deal list', error);
        settled.push(error);
        throw error;
      });
    return { toasts, errors, queryClient, load, settled };
  }

  it('(TanStack Query cancels its signal) is neither logged nor toasted', async () => {
    const { toasts, errors, queryClient, load, settled } = setup(hanging);
    const key = ['deals', 2];
    const fetching = queryClient.fetchQuery({ queryKey: key, queryFn: ({ signal }) => load(signal) });
    await vi.waitFor(() => expect(hanging).toHaveBeenCalled());
    await queryClient.cancelQueries({ queryKey: key });
    await expect(fetching).rejects.toBeTruthy();
    await vi.waitFor(() => expect(settled).toEqual([expect.objectContaining({ name: 'AbortError' })]));
    expect(errors).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('(an AbortController of the caller) is neither logged nor toasted; a lost connection is both', async () => {
    const { toasts, errors, load } = setup(hanging);
    const controller = new AbortController();
    const call = load(controller.signal);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(errors).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);

    const lost = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(lost.load(new AbortController().signal)).rejects.toThrow('Failed to fetch');
    expect(lost.errors).toHaveBeenCalledWith('The deal list did not load', expect.any(TypeError));
    expect(lost.toasts).toHaveLength(1);
  });
});
