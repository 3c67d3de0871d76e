// Preloaded into a benchmarked server (`node --expose-gc --import ./gc-on-signal.mjs`): SIGUSR2 collects the garbage,
// so that the resident memory read afterwards is what the server holds, not what it has yet to collect.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
});
