import type { FastifyInstance } from 'fastify';
import type { BuildOptions } from '../app';
import type { StubConfig } from '../config/config';
import { faultInjectionPlugin } from '../plugins/fault-injection';
import { persistencePlugin } from '../plugins/persistence';
import { testApp } from './app';

export interface ControlAppOptions extends BuildOptions {
  /** Keep the state in this file (the persistence plugin, as with STUB_STATE_FILE). */
  stateFile?: string;
  /** As STUB_STATE_SAVE_MS; 5000 by default. */
  stateSaveMs?: number;
}

/**
 * A test app with the control surface's plugins: fault injection (unless app.ts registers it already or the
 * control surface is off) and, given a state file, persistence.
 */
export async function controlApp(
  config: Partial<StubConfig> = {},
  options: ControlAppOptions = {},
): Promise<FastifyInstance> {
  const { stateFile, stateSaveMs = 5000, ...build } = options;
  const app = await testApp(config, build);
  if (app.config.control && !app.hasDecorator('faults')) await app.register(faultInjectionPlugin);
  if (stateFile && !app.hasDecorator('statePersistence')) {
    await app.register(persistencePlugin, { file: stateFile, saveMs: stateSaveMs });
  }
  return app;
}
