import * as z from 'zod/mini';

/**
 * The configuration read at start from /config.json, so that one build serves any backend that
 * honours the contract. An empty `apiBaseUrl` means the same origin; an empty `mercureHubUrl` means
 * the hub returned by GET /api/user/topics, resolved against the API base.
 */
const runtimeConfigSchema = z.object({
  apiBaseUrl: z._default(z.string(), ''),
  mercureHubUrl: z._default(z.string(), ''),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const defaultRuntimeConfig: RuntimeConfig = { apiBaseUrl: '', mercureHubUrl: '' };

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.parse(raw ?? {});
  return { apiBaseUrl: parsed.apiBaseUrl.trim().replace(/\/+$/, ''), mercureHubUrl: parsed.mercureHubUrl.trim() };
}

export async function loadRuntimeConfig(url = '/config.json', fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn('Runtime configuration not loaded, using the same origin', error);
    return defaultRuntimeConfig;
  }
}

/** The absolute base the API paths are resolved against ('' = the page's origin). */
export function apiOrigin(config: RuntimeConfig, pageOrigin: string = window.location.origin): string {
  return new URL(config.apiBaseUrl || '/', pageOrigin + '/').href.replace(/\/+$/, '');
}

let loaded: RuntimeConfig = defaultRuntimeConfig;

/** Kept once loaded at start (main.tsx). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  loaded = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return loaded;
}
