// What the scenarios read from the environment (k6: __ENV; Node: process.env), with the stub's seeded defaults.

/**
 * @typedef {{ base: string, password: string, users: Record<string, string>, reportType: string, streamSeconds: number, decideEvery: number }} Settings
 * @param {Record<string, string | undefined>} env
 * @returns {Settings}
 */
export function settingsFrom(env) {
  return {
    base: env.BASE_URL || 'http://127.0.0.1:8080',
    password: env.K6_PASSWORD || 'secret',
    users: {
      reviewer: env.K6_REVIEWER || 'viewer',
      underwriter: env.K6_UNDERWRITER || 'underwriter',
      reporter: env.K6_REPORTER || 'release_manager',
      creditInspector: env.K6_CREDIT_INSPECTOR || 'credit_inspector',
      releaseManager: env.K6_RELEASE_MANAGER || 'release_manager',
      pledgeEditor: env.K6_PLEDGE_EDITOR || 'pledge_editor',
      subscriber: env.K6_SUBSCRIBER || 'underwriter',
      goz: env.K6_GOZ || 'goz',
    },
    reportType: env.K6_REPORT_TYPE || 'noOneDayRelease',
    streamSeconds: Number(env.K6_STREAM_SECONDS || 30),
    decideEvery: Number(env.K6_DECIDE_EVERY ?? 10),
  };
}

/**
 * Whether the n-th iteration decides (a rejection, an inspection, a release) rather than giving its task back.
 * @param {Settings} settings
 * @param {number} n
 */
export const deciding = (settings, n) => settings.decideEvery > 0 && n % settings.decideEvery === 0;
