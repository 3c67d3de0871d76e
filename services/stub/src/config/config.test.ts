import { describe, expect, it, vi } from 'vitest';
import { defaultConfig, loadConfig } from './config';

describe('loadConfig', () => {
  it('takes the defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual(defaultConfig);
    expect(defaultConfig).toMatchObject({ host: '127.0.0.1', port: 8080, accessTtl: 900, refreshTtl: 2_592_000 });
  });

  it('signs the hub with a key made at start unless STUB_MERCURE_JWT_KEY is set: none is written in the repo', async () => {
    expect(defaultConfig.mercureJwtKey).toMatch(/^[\w-]{43}$/);
    vi.resetModules();
    const restarted = await import('./config');
    expect(restarted.defaultConfig.mercureJwtKey).toMatch(/^[\w-]{43}$/);
    expect(restarted.defaultConfig.mercureJwtKey).not.toBe(defaultConfig.mercureJwtKey);
    expect(loadConfig({ STUB_MERCURE_JWT_KEY: 'set-by-the-operator' }).mercureJwtKey).toBe('set-by-the-operator');
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        HOST: '0.0.0.0',
        PORT: '9000',
        STUB_ACCESS_TTL: '2',
        STUB_REFRESH_TTL: '60',
        STUB_MERCURE_JWT_KEY: 'k',
        STUB_MERCURE_HUB_URL: 'https://hub.example/.well-known/mercure',
        STUB_MERCURE_PUBLISH_URL: 'http://mercure/.well-known/mercure',
        STUB_TOPIC_BASE: 'https://bank.example/',
        STUB_HUB_HEARTBEAT_MS: '500',
        STUB_HUB_HISTORY: '10',
        STUB_HUB_RETRY_MS: '250',
        STUB_CONTROL: '0',
        STUB_APP_VERSION: '2.3.4',
        STUB_VALIDATE_RESPONSES: '0',
        LOG_LEVEL: 'silent',
        STUB_SEED: '42',
        STUB_DEALS: '1000',
        STUB_STATE_FILE: '/var/lib/stub/state.json',
        STUB_STATE_SAVE_MS: '1000',
        STUB_CHECK_WAIT_SECONDS: '3',
        STUB_REGISTRY_DELAY_MS: '250',
        STUB_PLEDGE_BALANCE: '0',
        STUB_PDN_DELAY_MS: '40',
        STUB_FSSP_DELAY_MS: '30',
        STUB_COMPARISON_DELAY_MS: '20',
        STUB_RECOGNITION_STEP_MS: '20',
        STUB_CHECK_DELAY_MS: '20',
        STUB_REPORT_DELAY_MS: '15',
        STUB_SIGN_IN_FAILURES_PER_USER: '5',
        STUB_SIGN_IN_FAILURES_PER_ADDRESS: '50',
        STUB_SIGN_IN_LOCK_MS: '60000',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 9000,
      accessTtl: 2,
      refreshTtl: 60,
      mercureJwtKey: 'k',
      mercureHubUrl: 'https://hub.example/.well-known/mercure',
      mercurePublishUrl: 'http://mercure/.well-known/mercure',
      topicBase: 'https://bank.example',
      hubHeartbeatMs: 500,
      hubHistory: 10,
      hubRetryMs: 250,
      control: false,
      appVersion: '2.3.4',
      validateResponses: false,
      logLevel: 'silent',
      seed: 42,
      deals: 1000,
      stateFile: '/var/lib/stub/state.json',
      stateSaveMs: 1000,
      checkWaitSeconds: 3,
      registryDelayMs: 250,
      pledgeBalance: 0,
      pdnDelayMs: 40,
      fsspDelayMs: 30,
      comparisonDelayMs: 20,
      recognitionStepMs: 20,
      checkDelayMs: 20,
      reportDelayMs: 15,
      signInFailuresPerUser: 5,
      signInFailuresPerAddress: 50,
      signInLockMs: 60_000,
    });
  });

  it('refuses numbers that are not', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ STUB_ACCESS_TTL: '0' })).toThrow(/STUB_ACCESS_TTL/);
    for (const deals of ['0', '1.5', '2000000', 'many'])
      expect(() => loadConfig({ STUB_DEALS: deals })).toThrow(/STUB_DEALS/);
    expect(() => loadConfig({ STUB_SEED: '-1' })).toThrow(/STUB_SEED/);
    expect(() => loadConfig({ STUB_MERCURE_PUBLISH_URL: 'mercure:3000' })).toThrow(/STUB_MERCURE_PUBLISH_URL/);
  });
});
