import { apiOrigin, type RuntimeConfig } from '@/shared/config/runtime-config';
import { withQuery } from '@/shared/lib/query-string';

/**
 * The hub address: the configured `mercureHubUrl` when set, else the `mercureHub` of
 * GET /api/user/topics resolved against the API base.
 */
export function resolveHubUrl(config: RuntimeConfig, topicsHub: string, pageOrigin = window.location.origin): string {
  if (config.mercureHubUrl) return new URL(config.mercureHubUrl, pageOrigin + '/').href;
  return new URL(topicsHub, apiOrigin(config, pageOrigin) + '/').href;
}

/** hub?topic=a&topic=b[&lastEventID=x] (002 §7). */
export function subscribeUrl(hubUrl: string, topics: readonly string[], lastEventId: string | null): string {
  return withQuery(hubUrl, { topic: topics, lastEventID: lastEventId });
}
