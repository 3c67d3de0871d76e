import type { Comment } from '@autocredit/generated/api';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The two threads of the deal page's comments (001 §7): the underwriters' and the common one. */
export type DealThreadKind = 'underwriter' | 'common';

export const dealThreadQuery = (dealId: number, thread: DealThreadKind) =>
  queryOptions({
    queryKey: queryKeys.deals.comments(dealId, thread),
    queryFn: async ({ signal }): Promise<Comment[]> => {
      const params = { path: { dealId } };
      const answer =
        thread === 'underwriter'
          ? await unwrap(api().GET('/api/comment/get/{dealId}/underwriter/deal', { params, signal }))
          : await unwrap(api().GET('/api/comment/get/{dealId}/dealCommon', { params, signal }));
      return answer.result;
    },
  });

/** Writes a comment in a thread (`.../underwriter/deal/{dealId}` or `.../dealCommon/deal/{dealId}`). */
export async function sendDealComment(dealId: number, thread: DealThreadKind, text: string): Promise<void> {
  if (thread === 'underwriter') {
    await unwrap(
      api().POST('/api/comment/{dealId}/underwriter/{holder}/{entityId}', {
        params: { path: { dealId, holder: 'deal', entityId: dealId } },
        body: { text },
      }),
    );
  } else {
    await unwrap(
      api().POST('/api/comment/{dealId}/dealCommon/deal/{targetDealId}', {
        params: { path: { dealId, targetDealId: dealId } },
        body: { text },
      }),
    );
  }
}
