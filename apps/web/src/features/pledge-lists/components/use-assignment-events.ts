import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { useHubEvent } from '@/shared/events';
import { toast } from '@/shared/ui/toast';

/**
 * `assignmentStartProcess` (002 §7): the assignment of queued pledges has started; its message is shown (its error,
 * when the processes could not start) and the agreements and pledge lists are refreshed.
 */
export function useAssignmentEvents() {
  const queryClient = useQueryClient();
  useHubEvent('assignmentStartProcess', (event) => {
    if (event.error) toast.error(event.error);
    else toast.info(event.data.message);
    void queryClient.invalidateQueries({ queryKey: queryKeys.pledges.all });
  });
}
