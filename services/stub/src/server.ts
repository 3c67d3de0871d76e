import { buildApp } from './app';
import { loadConfig } from './config/config';

/** How long open requests and the final save of the state (STUB_STATE_FILE) may take after a signal. */
const CLOSE_TIMEOUT_MS = 10_000;

const config = loadConfig(process.env);
const app = await buildApp(config);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting (the state is not saved)`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: closing (open requests finish, then the state is saved when STUB_STATE_FILE is set)`);
    const timer = setTimeout(() => {
      app.log.error(`still closing after ${CLOSE_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, CLOSE_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'closing failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
