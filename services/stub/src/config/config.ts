import { randomBytes } from 'node:crypto';
import { DEFAULT_DEALS, DEFAULT_SEED } from '../domain/world/seed/defaults';

/** The settings of the stub; `loadConfig` reads them from the environment (see docs/settings.md). */
export interface StubConfig {
  host: string;
  port: number;
  /** Lifetime of an access token, in seconds. */
  accessTtl: number;
  /** Lifetime of a refresh token, in seconds (each refresh issues a new one). */
  refreshTtl: number;
  /** HS256 key of the hub: verifies publisher JWTs, signs the subscriber cookie. */
  mercureJwtKey: string;
  /** The hub address `GET /api/user/topics` returns. */
  mercureHubUrl: string;
  /** An external Mercure hub's publish address: every update goes there (null: the stub's own hub serves them). */
  mercurePublishUrl: string | null;
  /** The base of the topics: `${topicBase}/users/{id}`, `${topicBase}/roles/{ROLE}`. */
  topicBase: string;
  hubHeartbeatMs: number;
  /** How many updates the hub keeps per topic for replay after `Last-Event-ID`. */
  hubHistory: number;
  /** How long a client waits before it reconnects to the hub (`retry:`), ms. */
  hubRetryMs: number;
  /** Whether the `/__stub/` control surface is on. */
  control: boolean;
  appVersion: string;
  /** Whether responses are checked against the contract before they are sent. */
  validateResponses: boolean;
  logLevel: string;
  /** The seed of the domain world: the same seed gives the same world. */
  seed: number;
  /** How many deals the seeded world has (load tests use 100000). */
  deals: number;
  /** The state file (STUB_STATE_FILE); null: the state lives in memory only. */
  stateFile: string | null;
  /** How often a changed state is saved to the state file, milliseconds (STUB_STATE_SAVE_MS). */
  stateSaveMs: number;
  /** The `seconds` the checkWait `wait` event announces after a task-closing save (STUB_CHECK_WAIT_SECONDS). */
  checkWaitSeconds: number;
  /** How long the pledge registry takes to answer a sent notice, milliseconds (STUB_REGISTRY_DELAY_MS). */
  registryDelayMs: number;
  /** How many pledge registrations the registry account pays for at start (STUB_PLEDGE_BALANCE); then they queue. */
  pledgeBalance: number;
  /** How long a PDN calculation waits for the credit bureau's answer, milliseconds (STUB_PDN_DELAY_MS). */
  pdnDelayMs: number;
  /** How long a bailiff (FSSP) search takes before its `getFsspResponse` event, milliseconds (STUB_FSSP_DELAY_MS). */
  fsspDelayMs: number;
  /** How long a deal comparison takes before its `getDealComparison` event, milliseconds (STUB_COMPARISON_DELAY_MS). */
  comparisonDelayMs: number;
  /**
   * How long the recognition of each page of a bulk upload, and of each file of the short form's uploader, takes (their
   * `getRecognizeProgress` events come that far apart), ms (STUB_RECOGNITION_STEP_MS).
   */
  recognitionStepMs: number;
  /** How long an additional check runs before it completes and its `completeCheck` event, milliseconds (STUB_CHECK_DELAY_MS). */
  checkDelayMs: number;
  /** How long a report build waits before it starts (a queue's wait), milliseconds (STUB_REPORT_DELAY_MS). */
  reportDelayMs: number;
  /** Failed sign-ins one username may have within `signInLockMs` before sign-in is refused (STUB_SIGN_IN_FAILURES_PER_USER). */
  signInFailuresPerUser: number;
  /** Failed sign-ins one address may have within `signInLockMs` (STUB_SIGN_IN_FAILURES_PER_ADDRESS). */
  signInFailuresPerAddress: number;
  /** The window of those counts, and how long sign-in stays refused, milliseconds (STUB_SIGN_IN_LOCK_MS). */
  signInLockMs: number;
}

export const defaultConfig: StubConfig = {
  host: '127.0.0.1',
  port: 8080,
  accessTtl: 900,
  refreshTtl: 2_592_000,
  mercureJwtKey: randomBytes(32).toString('base64url'),
  mercureHubUrl: '/.well-known/mercure',
  mercurePublishUrl: null,
  topicBase: 'https://autocredit.example',
  hubHeartbeatMs: 15_000,
  hubHistory: 1000,
  hubRetryMs: 3000,
  control: true,
  appVersion: '1.0.0',
  validateResponses: true,
  logLevel: 'info',
  seed: DEFAULT_SEED,
  deals: DEFAULT_DEALS,
  stateFile: null,
  stateSaveMs: 5000,
  checkWaitSeconds: 1,
  registryDelayMs: 3000,
  pledgeBalance: 37,
  pdnDelayMs: 500,
  fsspDelayMs: 1500,
  comparisonDelayMs: 1000,
  recognitionStepMs: 400,
  checkDelayMs: 2000,
  reportDelayMs: 1000,
  signInFailuresPerUser: 10,
  signInFailuresPerAddress: 100,
  signInLockMs: 900_000,
};

type Env = Record<string, string | undefined>;

function number(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min}, got '${raw}'`);
  return value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = number(env, name, fallback, min);
  if (!Number.isInteger(value) || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got '${env[name]}'`);
  }
  return value;
}

function url(env: Env, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new Error(`${name} must be an http(s) URL, got '${raw}'`);
  }
  return raw;
}

function text(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

/** Reads the configuration from environment variables; unset ones take the defaults. */
export function loadConfig(env: Env = process.env): StubConfig {
  const d = defaultConfig;
  return {
    host: text(env, 'HOST', d.host),
    port: number(env, 'PORT', d.port, 0),
    accessTtl: number(env, 'STUB_ACCESS_TTL', d.accessTtl, 1),
    refreshTtl: number(env, 'STUB_REFRESH_TTL', d.refreshTtl, 1),
    mercureJwtKey: text(env, 'STUB_MERCURE_JWT_KEY', d.mercureJwtKey),
    mercureHubUrl: text(env, 'STUB_MERCURE_HUB_URL', d.mercureHubUrl),
    mercurePublishUrl: url(env, 'STUB_MERCURE_PUBLISH_URL'),
    topicBase: text(env, 'STUB_TOPIC_BASE', d.topicBase).replace(/\/+$/, ''),
    hubHeartbeatMs: number(env, 'STUB_HUB_HEARTBEAT_MS', d.hubHeartbeatMs, 10),
    hubHistory: number(env, 'STUB_HUB_HISTORY', d.hubHistory, 0),
    hubRetryMs: number(env, 'STUB_HUB_RETRY_MS', d.hubRetryMs, 10),
    control: env.STUB_CONTROL !== '0',
    appVersion: text(env, 'STUB_APP_VERSION', d.appVersion),
    validateResponses: env.STUB_VALIDATE_RESPONSES !== '0',
    logLevel: text(env, 'LOG_LEVEL', d.logLevel),
    seed: integer(env, 'STUB_SEED', d.seed, 0, 2 ** 31 - 1),
    deals: integer(env, 'STUB_DEALS', d.deals, 1, 1_000_000),
    stateFile: text(env, 'STUB_STATE_FILE', '') || null,
    stateSaveMs: number(env, 'STUB_STATE_SAVE_MS', d.stateSaveMs, 10),
    checkWaitSeconds: integer(env, 'STUB_CHECK_WAIT_SECONDS', d.checkWaitSeconds, 0, 60),
    registryDelayMs: integer(env, 'STUB_REGISTRY_DELAY_MS', d.registryDelayMs, 0, 600_000),
    pledgeBalance: integer(env, 'STUB_PLEDGE_BALANCE', d.pledgeBalance, 0, 1_000_000),
    pdnDelayMs: integer(env, 'STUB_PDN_DELAY_MS', d.pdnDelayMs, 0, 600_000),
    fsspDelayMs: integer(env, 'STUB_FSSP_DELAY_MS', d.fsspDelayMs, 0, 600_000),
    comparisonDelayMs: integer(env, 'STUB_COMPARISON_DELAY_MS', d.comparisonDelayMs, 0, 600_000),
    recognitionStepMs: integer(env, 'STUB_RECOGNITION_STEP_MS', d.recognitionStepMs, 0, 60_000),
    checkDelayMs: integer(env, 'STUB_CHECK_DELAY_MS', d.checkDelayMs, 0, 600_000),
    reportDelayMs: integer(env, 'STUB_REPORT_DELAY_MS', d.reportDelayMs, 0, 600_000),
    signInFailuresPerUser: integer(env, 'STUB_SIGN_IN_FAILURES_PER_USER', d.signInFailuresPerUser, 1, 1_000_000),
    signInFailuresPerAddress: integer(
      env,
      'STUB_SIGN_IN_FAILURES_PER_ADDRESS',
      d.signInFailuresPerAddress,
      1,
      1_000_000,
    ),
    signInLockMs: integer(env, 'STUB_SIGN_IN_LOCK_MS', d.signInLockMs, 1000, 86_400_000),
  };
}
