/**
 * Debian's Chromium as the benchmarks drive it (never a downloaded browser): headless, no sandbox, GPU, QUIC,
 * background networking, component updates or sync, so that nothing else runs beside the page measured.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches `/usr/bin/chromium` with playwright-core's `chromium`. */
export function launchChromium(chromium) {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}
