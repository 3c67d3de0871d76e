/**
 * The headers every page of the built app is served with: nginx (apps/web/nginx.conf.template, its
 * `$csp_connect_src` written at start from config.json by apps/web/csp-connect-src.sh) and `vite preview` (which the
 * browser tests run) say the same, and security-headers.test.ts holds them to it. No inline script; styles inline
 * (PrimeReact positions overlays with style attributes); files shown from blobs (the viewer's images and PDFs, the
 * print frame, a call's record); calls only to the app's own origin and the API and hub origins of config.json.
 */

/** The run-time configuration's addresses (public/config.json). */
export interface WebConfig {
  apiBaseUrl?: string;
  mercureHubUrl?: string;
}

/** The origins config.json sends calls to beside the app's own: its API's and its hub's (none when relative). */
export function configOrigins(config: WebConfig): string[] {
  const origins = [config.apiBaseUrl, config.mercureHubUrl].flatMap((url) => {
    if (!url || !/^https?:\/\//i.test(url)) return [];
    return [new URL(url).origin];
  });
  return [...new Set(origins)];
}

/** The Content-Security-Policy with `connect` as the API and hub origins (nginx puts its variable there). */
export function contentSecurityPolicy(connect: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${connect ? ` ${connect}` : ''}`,
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header of a page, for an app whose config.json names these origins. */
export function securityHeaders(connectOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(connectOrigins.join(' ')),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
