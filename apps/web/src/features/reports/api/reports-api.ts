import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { operations, ReportType } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { failureShownByPage } from '@/shared/api/feedback-middleware';
import { failureText } from '@/shared/api/failure-text';
import { logFailure } from '@/shared/api/log-failure';
import { queryKeys } from '@/shared/api/query-keys';
import { useHubEvent } from '@/shared/events';
import { saveBlob } from '@/shared/lib/save-blob';
import { toast } from '@/shared/ui/toast';
import { BUILD_NOTICE_LIFE_MS, reportFileName, reportTexts } from '@/features/reports/lib/report-buttons';

type BuildQuery = NonNullable<operations['buildReport']['parameters']['query']>;

/**
 * A page of the built reports (`GET /api/report/list`); a failure says 'Не удалось получить список отчетов' (the
 * client's own toasts are left to this page) and the table keeps what it had.
 */
export function useReportList(page: number, perPage: number) {
  return useQuery({
    queryKey: queryKeys.reports.page(page, perPage),
    queryFn: async ({ signal }) => {
      try {
        const call = api().GET('/api/report/list', {
          params: { query: { page, per_page: perPage } },
          signal,
          ...failureShownByPage,
        });
        return (await unwrap(call)).result;
      } catch (error) {
        logFailure('The report list', error);
        if (!signal.aborted) toast.error(reportTexts.listFailed);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * A build (`GET /api/report/build/{type}` with the filters): the answer's hash, the notice 'Ваш отчет формируется' /
 * 'Пожалуйста, подождите' for 5 s and the list asked again (the new report shows as being built).
 */
export function useBuildReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, filters }: { type: ReportType; filters: Record<string, string> }) => {
      const query = filters as BuildQuery;
      return (await unwrap(api().GET('/api/report/build/{type}', { params: { path: { type }, query } }))).result.hash;
    },
    onSuccess: () => {
      toast.show({
        severity: 'info',
        summary: reportTexts.building,
        detail: reportTexts.wait,
        life: BUILD_NOTICE_LIFE_MS,
      });
      return queryClient.invalidateQueries({ queryKey: queryKeys.reports.all });
    },
    onError: (error) => {
      const text = failureText(error);
      if (text) toast.error(text);
    },
  });
}

/**
 * The end of a build (002 §7): a `getReport` event (`getReportDwh`, by its taskId, for a warehouse report) refreshes
 * the list; one with an `error` says 'Не получилось сформировать отчет. Поробуйте еще раз.' with the server's
 * message under it.
 */
export function useReportEvents() {
  const queryClient = useQueryClient();
  const ended = (error: string | null | undefined) => {
    if (error) {
      toast.show({
        severity: 'error',
        summary: reportTexts.buildFailed,
        detail: error === reportTexts.buildFailed ? undefined : error,
      });
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.reports.all });
  };
  useHubEvent('getReport', (event) => ended(event.error));
  useHubEvent('getReportDwh', (event) => ended(event.error));
}

/** Saves a complete report as '{title}.{format}' (`GET /api/report/get/{hash}`); 'Не удалось скачать отчет'. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async ({ hash, title, format }: { hash: string; title: string; format: string }) => {
      const blob = await unwrap(
        api().GET('/api/report/get/{hash}', { params: { path: { hash } }, parseAs: 'blob', ...failureShownByPage }),
      );
      saveBlob(blob, reportFileName(title, format));
    },
    onError: (error) => {
      logFailure('The report download', error);
      toast.error(reportTexts.downloadFailed);
    },
  });
}
