import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaticFile } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { logFailure } from '@/shared/api/log-failure';
import { queryKeys } from '@/shared/api/query-keys';
import { saveBlob } from '@/shared/lib/save-blob';

/** The underwriters' static documents (`GET /api/autocredit/get-static-files`). */
export function useStaticFiles() {
  return useQuery({
    queryKey: queryKeys.staticFiles.list,
    queryFn: async ({ signal }) => (await unwrap(api().GET('/api/autocredit/get-static-files', { signal }))).result,
    retry: false,
  });
}

/** The content of a static document (`GET /api/file/download/static/{code}` as a blob), for the viewer and saving. */
export const staticFileContentQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.staticFiles.content(code),
    queryFn: async ({ signal }) =>
      unwrap(api().GET('/api/file/download/static/{code}', { params: { path: { code } }, parseAs: 'blob', signal })),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });

/**
 * Saves a static document under its name (its object URL released 1 s later); a failure is only logged, the API
 * client having shown the server's messages.
 */
export function useSaveStaticFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: StaticFile) =>
      saveBlob(await queryClient.fetchQuery(staticFileContentQuery(file.code)), file.name),
    onError: (error, file) => logFailure(`The static file ${file.code}`, error),
  });
}
