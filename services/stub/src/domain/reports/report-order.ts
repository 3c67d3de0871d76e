import type { ReportType } from '@autocredit/generated/api';
import { DomainError, texts } from '../errors';
import type { Viewer } from '../lists/scope';
import { filtersAsText, hasFilter, parseReportFilter, reportQueryOf, type ReportQuery } from './report-filters';
import { REPORT_KINDS } from './report-types';

export const reportOrderTexts = {
  /** A build without a filter for a type that needs one (the web app's hint, 002 §2). */
  noFilter: 'Необходимо указать параметры фильтрации',
  badFilter: 'Некорректный запрос',
} as const;

/** Whether the viewer may build reports of this type: each type needs its button's privilege (the contract's list). */
export const mayBuildReport = (viewer: Viewer, type: ReportType): boolean =>
  viewer.privileges.includes(REPORT_KINDS[type].privilege);

/**
 * A viewer's order of a report: 403 without the type's privilege, 400 'Необходимо указать параметры фильтрации' for
 * a type that needs a filter and has none, 400 with field errors for a filter's wrong value. Answers the report's
 * filters (only its keys) and their text.
 */
export function reportOrder(
  viewer: Viewer,
  type: ReportType,
  params: Record<string, unknown>,
): { query: ReportQuery; filtersText: string } {
  if (!mayBuildReport(viewer, type)) throw new DomainError('forbidden', texts.forbidden);
  const query = reportQueryOf(params);
  if (REPORT_KINDS[type].needsFilter && !hasFilter(query)) throw new DomainError('invalid', reportOrderTexts.noFilter);
  const parsed = parseReportFilter(query);
  if (parsed.errors) throw new DomainError('invalid', reportOrderTexts.badFilter, parsed.errors);
  return { query, filtersText: filtersAsText(query) };
}
