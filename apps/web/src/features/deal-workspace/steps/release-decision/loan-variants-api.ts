import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * The deal's loan variants (`GET api/autocredit/variants/{dealId}`: `?variant=` is an index into them) or every
 * variant (`GET api/autocredit/allVariants/{dealId}`, underwriters).
 */
export const loanVariantsQuery = (dealId: number, kind: 'variants' | 'allVariants') =>
  queryOptions({
    queryKey: queryKeys.decisions.variants(dealId, kind),
    queryFn: async ({ signal }) => {
      const params = { path: { dealId } };
      return kind === 'variants'
        ? (await unwrap(api().GET('/api/autocredit/variants/{dealId}', { params, signal }))).result
        : (await unwrap(api().GET('/api/autocredit/allVariants/{dealId}', { params, signal }))).result;
    },
  });
