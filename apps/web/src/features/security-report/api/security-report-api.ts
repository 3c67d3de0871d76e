import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { operations } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { fileContent } from '@/shared/files';
import { loadListPage } from '@/shared/list';

type SecurityReportQuery = NonNullable<operations['getSecurityReport']['parameters']['query']>;

/** A page of the security-service report (`GET /api/autocredit/get-security-report`); a failure is only logged. */
export function useSecurityReport(apiQuery: Record<string, string | number>) {
  const query = apiQuery as SecurityReportQuery;
  return useQuery({
    queryKey: queryKeys.securityReport.page(query),
    queryFn: ({ signal }) =>
      loadListPage('The security report', async () => {
        return (await unwrap(api().GET('/api/autocredit/get-security-report', { params: { query }, signal }))).result;
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A photo of a person of the report, fetched with the session's token from its URL. */
export const photoQuery = (path: string) =>
  queryOptions({
    queryKey: queryKeys.securityReport.photo(path),
    queryFn: () => fileContent(path),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
