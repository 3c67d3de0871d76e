import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { restoreStore, snapshotStore } from '../domain/store/store-state';

export interface PersistenceOptions {
  /** The state file (STUB_STATE_FILE). */
  file: string;
  /** How often a changed state is saved, milliseconds (STUB_STATE_SAVE_MS). */
  saveMs: number;
}

export interface StatePersistence {
  /** The absolute path of the state file. */
  file: string;
  /** Saves now, changed or not (after a save already running); false when it failed (logged). */
  save(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when STUB_STATE_FILE is set. */
    statePersistence: StatePersistence;
  }
}

/** Requests of these methods change nothing, so they do not make the state worth saving. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `dir/name.json` -> `dir/name<infix>.json` (so that `.stub-state*.json` in .gitignore covers it). */
export const besides = (file: string, infix: string) => {
  const ext = extname(file);
  return ext ? `${file.slice(0, -ext.length)}${infix}${ext}` : `${file}${infix}`;
};

/** Makes a write reach the disk; a directory that cannot be opened or synced (some systems) is skipped. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // best effort
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * Writes a file so that a crash never leaves it torn: the text goes to a temporary file in the same directory,
 * is synced to disk, then renamed over the file (a rename within a directory is atomic).
 */
export async function writeFileAtomically(file: string, text: string): Promise<void> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true });
  const temporary = besides(file, `.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  let handle: FileHandle | undefined;
  try {
    handle = await open(temporary, 'wx', 0o600);
    await handle.writeFile(text, 'utf8');
    await handle.sync();
    await handle.close();
    handle = undefined;
    await rename(temporary, file);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}

export type LoadOutcome = 'loaded' | 'missing' | 'rejected';

/**
 * Loads the state file into the store. A missing file leaves the seed; a file that cannot be read, parsed or
 * restored (corrupt, torn, of another version) is logged as an error, moved aside (`state.json` ->
 * `state.rejected.json`) so that
 * the next save does not destroy it, and the seed is kept. Never throws.
 */
export async function loadStateFile(store: object, file: string, log: FastifyBaseLogger): Promise<LoadOutcome> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      log.info({ stateFile: file }, 'no state file yet: starting from the seed');
      return 'missing';
    }
    log.error({ stateFile: file, err: error }, `cannot read the state file ${file}: starting from the seed`);
    return 'rejected';
  }
  try {
    const result = restoreStore(store, JSON.parse(text));
    log.info({ stateFile: file, ...result }, `state loaded from ${file}`);
    return 'loaded';
  } catch (error) {
    const aside = besides(file, '.rejected');
    const moved = await rename(file, aside).then(
      () => true,
      () => false,
    );
    log.error(
      { stateFile: file, err: error },
      `the state file ${file} cannot be used (${(error as Error).message}): starting from the seed` +
        (moved ? `; the file was moved to ${aside}` : ''),
    );
    return 'rejected';
  }
}

/**
 * Keeps the state in a file (STUB_STATE_FILE): loaded at start when it exists, saved every `saveMs` when a
 * request that can change it (any method but GET, HEAD, OPTIONS) was answered since the last save, and on close.
 * Register it after the store is decorated and before the app listens.
 */
export const persistencePlugin = fp(
  async (app: FastifyInstance, opts: PersistenceOptions) => {
    const file = resolve(opts.file);
    await loadStateFile(app.store, file, app.log);

    let changed = false;

    /** One save; false (logged) when it failed, and the state stays marked as changed. */
    const write = async (): Promise<boolean> => {
      changed = false;
      const text = JSON.stringify(snapshotStore(app.store));
      try {
        await writeFileAtomically(file, text);
        app.log.debug({ stateFile: file, bytes: text.length }, 'state saved');
        return true;
      } catch (error) {
        changed = true;
        app.log.error({ stateFile: file, err: error }, `cannot save the state to ${file}`);
        return false;
      }
    };
    let running: Promise<boolean> | undefined;
    const save = async (): Promise<boolean> => {
      while (running) await running;
      running = write().finally(() => {
        running = undefined;
      });
      return running;
    };
    app.decorate('statePersistence', { file, save });

    app.addHook('onResponse', async (request) => {
      if (!SAFE_METHODS.has(request.method)) changed = true;
    });

    const timer = setInterval(() => {
      if (changed && !running) void save();
    }, opts.saveMs);
    timer.unref();

    app.addHook('onClose', async () => {
      clearInterval(timer);
      if (await save()) app.log.info({ stateFile: file }, `state saved to ${file}`);
    });
  },
  { name: 'persistence' },
);
