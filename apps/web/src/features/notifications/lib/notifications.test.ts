import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetNotificationEvent } from '@autocredit/generated/api';
import { configureApi } from '@/shared/api/client';
import { GENERIC_ERROR, type ToastOptions } from '@/shared/ui/toast';
import { markViewed } from '@/features/notifications/api/mark-viewed';
import { createNotificationHandler } from './notification-handler';
import { createViewedBatcher } from './viewed-batcher';
import { createVisibilityGate } from './visibility-gate';

const event = (id: number, title = `Заявка № ${id}`): GetNotificationEvent => ({
  type: 'getNotification',
  data: {
    id,
    status: 'send',
    createdAt: '2026-11-20T10:15:00+03:00',
    notification: { message: { title, body: 'Клиент согласился', code: null }, notificationGroup: 'autocredit' },
    additionalOptions: { dealId: id },
  },
});

describe('viewed batching', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('marks the ids closed within 500 ms in one call, then refreshes the count', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const onSent = vi.fn();
    const batcher = createViewedBatcher({ send, onSent });
    batcher.add(1);
    await vi.advanceTimersByTimeAsync(300);
    batcher.add(2);
    batcher.add(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([1, 2]);
    expect(onSent).toHaveBeenCalledTimes(1);

    batcher.add(3);
    await vi.advanceTimersByTimeAsync(500);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith([3]);
  });

  it('reports a failure and does not refresh', async () => {
    const onSent = vi.fn();
    const onError = vi.fn();
    const batcher = createViewedBatcher({ send: () => Promise.reject(new Error('500')), onSent, onError });
    batcher.add(9);
    await vi.advanceTimersByTimeAsync(500);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe('a failed viewed-marking', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is told once for a run of failed batches; their ids go again with the next batch', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('500')).mockRejectedValueOnce(new Error('500'));
    send.mockResolvedValue(undefined);
    const onError = vi.fn();
    const onSent = vi.fn();
    const batcher = createViewedBatcher({ send, onSent, onError });
    batcher.add(1);
    batcher.add(2);
    await vi.advanceTimersByTimeAsync(500);
    batcher.add(3);
    await vi.advanceTimersByTimeAsync(500);
    expect(send.mock.calls).toEqual([[[1, 2]], [[1, 2, 3]]]);
    expect(onError).toHaveBeenCalledTimes(1);
    batcher.add(4);
    await vi.advanceTimersByTimeAsync(500);
    expect(send).toHaveBeenLastCalledWith([1, 2, 3, 4]);
    expect(onSent).toHaveBeenCalledTimes(1);

    // After a batch went through, a new failure is told again.
    send.mockRejectedValueOnce(new Error('500'));
    batcher.add(5);
    await vi.advanceTimersByTimeAsync(500);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it("shows one toast 'Что-то пошло не так' for a 500, and no connection toast besides", async () => {
    const shown: ToastOptions[] = [];
    const toaster = { show: (t: ToastOptions) => shown.push(t) };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ result: 'Ошибка' }), { status: 500 }));
    configureApi({ apiBaseUrl: 'http://api.test', mercureHubUrl: '' }, { fetch: fetchMock as typeof fetch, toaster });
    const batcher = createViewedBatcher({
      send: (ids) => markViewed(ids),
      onError: () => toaster.show({ severity: 'error', summary: GENERIC_ERROR }),
    });
    const handler = createNotificationHandler({
      toaster: { show: (t) => t.onDismiss?.() },
      batcher,
      gate: createVisibilityGate(document),
    });
    handler(event(1));
    handler(event(2));
    await vi.advanceTimersByTimeAsync(500);
    handler(event(3));
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(shown).toEqual([{ severity: 'error', summary: 'Что-то пошло не так' }]);
  });
});

describe('notification toasts', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });

  function setup() {
    const shown: ToastOptions[] = [];
    const batcher = { add: vi.fn() };
    const gate = createVisibilityGate(document);
    const handler = createNotificationHandler({ toaster: { show: (t) => shown.push(t) }, batcher, gate });
    return { shown, batcher, gate, handler };
  }

  it('shows a toast with the title and the body for 10 s and marks it viewed when the user closes it', () => {
    const { shown, batcher, handler } = setup();
    handler(event(1042));
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      severity: 'info',
      summary: 'Заявка № 1042',
      detail: 'Клиент согласился',
      life: 10_000,
    });
    expect(shown[0]!.sticky).toBeFalsy();
    expect(shown[0]!.action).toBeUndefined();
    expect(batcher.add).not.toHaveBeenCalled();
    shown[0]!.onDismiss?.();
    expect(batcher.add).toHaveBeenCalledWith(1042);
  });

  it("offers 'Взять в работу' on a notification about a deal when claims are given", () => {
    const shown: ToastOptions[] = [];
    const claim = vi.fn();
    const handler = createNotificationHandler({
      toaster: { show: (t) => shown.push(t) },
      batcher: { add: vi.fn() },
      gate: createVisibilityGate(document),
      claim,
    });
    handler(event(1042));
    expect(shown[0]!.action?.label).toBe('Взять в работу');
    shown[0]!.action!.onClick();
    expect(claim).toHaveBeenCalledWith(1042);

    const withoutDeal = event(7);
    withoutDeal.data.additionalOptions = {};
    handler(withoutDeal);
    expect(shown[1]!.action).toBeUndefined();
  });

  it('keeps notifications raised while the tab is hidden until it is visible', () => {
    const { shown, handler, gate } = setup();
    visibility = 'hidden';
    handler(event(1));
    handler(event(2));
    expect(shown).toHaveLength(0);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(shown.map((t) => t.summary)).toEqual(['Заявка № 1', 'Заявка № 2']);
    gate.dispose();
  });
});
