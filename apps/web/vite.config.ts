import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

// The backend is chosen at run time by public/config.json; in development and in `vite preview` the
// same-origin calls (/api, /.well-known) are proxied to the stub (or whatever STUB_URL names).
const target = process.env.STUB_URL || 'http://127.0.0.1:8080';

const backend: ProxyOptions = {
  target,
  changeOrigin: true,
  configure(proxy) {
    // The proxy pipes the event stream as it comes (vite compresses only what it serves itself);
    // these headers keep proxies in front of us (nginx) from buffering or transforming it.
    proxy.on('proxyRes', (proxyRes) => {
      if (String(proxyRes.headers['content-type'] ?? '').includes('text/event-stream')) {
        proxyRes.headers['cache-control'] = 'no-cache, no-transform';
        proxyRes.headers['x-accel-buffering'] = 'no';
      }
    });
  },
};

const proxy: Record<string, ProxyOptions> = { '/api': backend, '/.well-known': backend };

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy },
  // WEB_OUT_DIR: build (and preview) elsewhere than dist/, e.g. to run browser tests of two trees side by side.
  build: { chunkSizeWarningLimit: 1500, outDir: process.env.WEB_OUT_DIR || 'dist', emptyOutDir: true },
});
