import type { GetDealComparisonEvent } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/shared/api/testing/fake-api';
import { createHubEventBus, type HubEventBus } from '@/shared/events';
import { ComparisonFailed, awaitDealComparison } from './comparison-api';

const DEAL = 100245;
const HASH = '9c1f4e2a7b3d5c6e8f0a1b2c3d4e5f60';
const START = `GET /api/autocredit/list/deals-with-reuse-characteristics/${DEAL}/client`;
const event = (rest: Partial<GetDealComparisonEvent> = {}): GetDealComparisonEvent => ({
  type: 'getDealComparison',
  data: { hash: HASH, case: 'client', dealId: DEAL, groups: [] },
  error: null,
  ...rest,
});

/** A bus that counts the handlers still subscribed. */
function countingBus(): { bus: HubEventBus; listening: () => number } {
  const bus = createHubEventBus();
  let count = 0;
  const subscribe = bus.subscribe.bind(bus);
  bus.subscribe = (type, handler) => {
    count++;
    const off = subscribe(type, handler);
    return () => {
      count--;
      off();
    };
  };
  return { bus, listening: () => count };
}

describe('awaitDealComparison', () => {
  it("resolves with its event's result, rejects with an event's error, and stops listening then", async () => {
    fakeApi({ [START]: answer({ result: { hash: HASH } }) });
    const { bus, listening } = countingBus();
    const result = awaitDealComparison(DEAL, 'client', undefined, bus);
    expect(listening()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    bus.dispatch(event({ data: { ...event().data, hash: 'other' } }));
    bus.dispatch(event());
    await expect(result).resolves.toEqual(event().data);
    expect(listening()).toBe(0);

    const failed = awaitDealComparison(DEAL, 'client', undefined, bus);
    await new Promise((resolve) => setTimeout(resolve, 10));
    bus.dispatch(event({ error: 'Сервис сравнения сделок не ответил' }));
    await expect(failed).rejects.toEqual(new ComparisonFailed('Сервис сравнения сделок не ответил'));
    expect(listening()).toBe(0);
  });

  it('rejects with the call when the start fails, and when aborted', async () => {
    const { routes } = fakeApi({ [START]: answer({ result: 'Заявка не найдена' }, 404) });
    const { bus, listening } = countingBus();
    await expect(awaitDealComparison(DEAL, 'client', undefined, bus)).rejects.toMatchObject({ status: 404 });
    expect(listening()).toBe(0);
    routes[START] = answer({ result: { hash: HASH } });
    const controller = new AbortController();
    const waiting = awaitDealComparison(DEAL, 'client', controller.signal, bus);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(listening()).toBe(1);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(listening()).toBe(0);
  });
});
