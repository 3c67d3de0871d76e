import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configOrigins, securityHeaders } from './build/security-headers.ts';

// The backend is chosen at run time by public/config.json; in development and in `vite preview` the
// same-origin calls (/api, /.well-known) are proxied to the stub (or whatever STUB_URL names).
const target = process.env.STUB_URL || 'http://127.0.0.1:8080';

const backend: ProxyOptions = {
  target,
  changeOrigin: true,
  configure(proxy) {
    // The proxy pipes the event stream as it comes (vite compresses only what it serves itself);
    // these headers keep proxies in front of us (nginx) from buffering or transforming it.
    proxy.on('proxyRes', (proxyRes, _req, res) => {
      if (String(proxyRes.headers['content-type'] ?? '').includes('text/event-stream')) {
        proxyRes.headers['cache-control'] = 'no-cache, no-transform';
        proxyRes.headers['x-accel-buffering'] = 'no';
        // A stream the backend cut is cut for the browser too (as nginx does), so that it reconnects.
        proxyRes.once('close', () => {
          if (!proxyRes.complete) res.destroy();
        });
      }
    });
  },
};

const proxy: Record<string, ProxyOptions> = { '/api': backend, '/.well-known': backend };

const outDir = process.env.WEB_OUT_DIR || 'dist';

/** `vite preview` serves the built app with nginx's security headers, connect-src from the served config.json. */
function previewHeaders(): Record<string, string> {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const served = [resolve(root, outDir, 'config.json'), resolve(root, 'public/config.json')].find(existsSync);
  const config = served ? JSON.parse(readFileSync(served, 'utf8')) : {};
  return securityHeaders(configOrigins(config));
}

export default defineConfig({
  plugins: [react()],
  // `@/…` is apps/web/src (tsconfig.json's paths say the same to the compiler).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy, headers: previewHeaders() },
  // WEB_OUT_DIR: build (and preview) elsewhere than dist/, e.g. to run browser tests of two trees side by side.
  build: {
    outDir,
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page loads, read by the bundle budget test (build/)
    manifest: true,
    rolldownOptions: {
      output: {
        // Every feature page is its own lazily loaded chunk (its index.ts). The libraries every page needs go to
        // named vendor chunks that stay cached across releases; the rest of the libraries split where they are used.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|openapi-fetch)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
