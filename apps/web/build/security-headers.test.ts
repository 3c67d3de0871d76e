import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configOrigins, securityHeaders } from './security-headers';

const web = new URL('..', import.meta.url).pathname;

/** The headers nginx adds (security-headers.conf): `add_header Name "value" always;` lines. */
function nginxHeaders(): Record<string, string> {
  const conf = readFileSync(join(web, 'security-headers.conf'), 'utf8');
  const headers: Record<string, string> = {};
  for (const [, name, value] of conf.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)) headers[name!] = value!;
  return headers;
}

/** What csp-connect-src.sh writes for a config.json. */
function connectSrcOf(config: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  writeFileSync(join(dir, 'config.json'), config);
  execFileSync('sh', [join(web, 'csp-connect-src.sh')], {
    env: { ...process.env, CONFIG_JSON: join(dir, 'config.json'), CSP_CONF: join(dir, 'csp.conf') },
  });
  return readFileSync(join(dir, 'csp.conf'), 'utf8');
}

describe('the security headers', () => {
  it('nginx adds the very headers `vite preview` serves, connect-src from its variable', () => {
    expect(nginxHeaders()).toEqual(securityHeaders(['$csp_connect_src']));
    const nginx = readFileSync(join(web, 'nginx.conf.template'), 'utf8');
    // At the server, and again where a location adds headers of its own (nginx inherits none then).
    expect(nginx.match(/include \/etc\/nginx\/security-headers\.conf;/g)).toHaveLength(2);
    expect(nginx).toContain('include /etc/nginx/csp-connect-src.conf;');
    const docker = readFileSync(join(web, 'Dockerfile'), 'utf8');
    expect(docker).toContain('/etc/nginx/security-headers.conf');
    expect(docker).toContain('/docker-entrypoint.d/15-csp-connect-src.sh');
  });

  it('no inline script, no framing, no sniffing, calls to the app and to config.json’s API and hub only', () => {
    const csp = securityHeaders(['https://api.bank.example'])['Content-Security-Policy']!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://api.bank.example;");
    expect(securityHeaders([])).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
    });
  });

  it('takes the API and hub origins from config.json, as the nginx start script does', () => {
    const remote = {
      apiBaseUrl: 'https://api.bank.example/',
      mercureHubUrl: 'https://hub.bank.example:8443/.well-known/mercure',
    };
    expect(configOrigins(remote)).toEqual(['https://api.bank.example', 'https://hub.bank.example:8443']);
    expect(connectSrcOf(JSON.stringify(remote, null, 2))).toBe(
      'set $csp_connect_src "https://api.bank.example https://hub.bank.example:8443";\n',
    );
    const sameOrigin = { apiBaseUrl: '', mercureHubUrl: '/.well-known/mercure' };
    expect(configOrigins(sameOrigin)).toEqual([]);
    expect(connectSrcOf(JSON.stringify(sameOrigin))).toBe('set $csp_connect_src "";\n');
    const one = { apiBaseUrl: 'https://bank.example/api', mercureHubUrl: 'https://bank.example/.well-known/mercure' };
    expect(configOrigins(one)).toEqual(['https://bank.example']);
    expect(connectSrcOf(JSON.stringify(one))).toBe('set $csp_connect_src "https://bank.example";\n');
  });
});
