import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/shared/api/query-keys';
import type { HubEvent } from '@autocredit/generated/api';
import { hubEvents } from '@/shared/events';
import { toast } from '@/shared/ui/toast';
import { AppEvents } from './app-events';

vi.mock('@/features/notifications', () => ({ useNotificationEvents: () => undefined }));

afterEach(() => cleanup());

describe('the frame’s events', () => {
  it('loads the unseen count, the notifications and the task lists again when the hub says events were missed', () => {
    const client = new QueryClient();
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <AppEvents enabled={false} userKey={undefined} />
      </QueryClientProvider>,
    );
    hubEvents.dispatch({ type: 'eventsMissed', data: { lastEventId: 'urn:uuid:1' } });
    const keys = invalidated.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([queryKeys.notifications.all, queryKeys.tasks.all, queryKeys.pledges.all]);
    expect(queryKeys.unseenCount.slice(0, 1)).toEqual(queryKeys.notifications.all);
  });

  it("says 'Неизвестное событие' for an event of a type the contract does not know, once per event", () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AppEvents enabled={false} userKey={undefined} />
      </QueryClientProvider>,
    );
    hubEvents.dispatch({ type: 'somethingNew', data: {} } as unknown as HubEvent);
    hubEvents.dispatch({ type: 'newUnderTask', data: { newTasks: 1, afterRescoring: 0, afterRework: 0 } });
    expect(shown.mock.calls).toEqual([['Неизвестное событие']]);
  });
});
