// The k6 suite in Node: each scenario once against the stub through fetch, every answer the status the scenario
// expects, every call an operation of the contract under its own name; and the suite type-checks against @types/k6.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStub } from '../bench/bench-kit.mjs';
import { createApi } from './lib/api.js';
import { nodeStream, nodeTransport } from './lib/node-transport.mjs';
import { settingsFrom } from './lib/settings.js';
import { gozOperator, gozShortForm } from './scenarios/goz-operator.js';
import { pledgeEditor } from './scenarios/pledge-editor.js';
import { reportBuilder } from './scenarios/report-builder.js';
import { reviewer } from './scenarios/reviewer.js';
import { subscriber } from './scenarios/subscriber.js';
import { creditInspector, releaseManager } from './scenarios/task-worker.js';
import { underwriter } from './scenarios/underwriter.js';

const spec = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8'));
const operations = Object.entries(spec.paths)
  .flatMap(([template, item]) =>
    ['get', 'post', 'put', 'delete']
      .filter((method) => item[method])
      .map((method) => ({
        method: method.toUpperCase(),
        id: item[method].operationId,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
        params: (template.match(/\{/g) ?? []).length,
      })),
  )
  // A literal path wins over a template that also matches it (`/api/autocredit/list` over `{dealId}`).
  .sort((a, b) => a.params - b.params);
/** The contract's operation of a call (method and path without the query). */
const operationOf = (method, url) => {
  const path = url.split('?')[0];
  return operations.find((op) => op.method === method && op.pattern.test(path))?.id;
};

let stub;
beforeAll(async () => {
  stub = await startStub({ STUB_REPORT_DELAY_MS: '50' });
}, 120_000);
afterAll(() => stub?.child.kill());

async function runOnce(scenario, env = {}, n = 0) {
  const calls = [];
  const settings = settingsFrom({ BASE_URL: stub.url, ...env });
  const api = createApi(nodeTransport, {
    base: settings.base,
    pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    stream: nodeStream,
    onCall: (call) => calls.push(call),
  });
  await scenario(api, settings, n);
  return calls;
}

describe('the k6 suite, each scenario once against the stub', () => {
  it('takes an inspection through the signing to its check as the credit inspector', async () => {
    const calls = await runOnce(creditInspector);
    expect(calls.filter((call) => !call.ok).map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual([]);
    const steps = calls.filter((call) => call.operation === 'saveTaskForm').map((call) => call.path.split('step=')[1]);
    expect(steps).toEqual(['decision', 'accountDocuments', 'decision']);
    expect(calls.filter((call) => call.operation === 'uploadFile')).toHaveLength(3);
  });

  it('issues a credit as the release manager on a release task, and gives other tasks back', async () => {
    const issued = await runOnce(releaseManager);
    const saves = issued.filter((call) => call.operation === 'saveTaskForm');
    expect(saves.length).toBeGreaterThan(0);
    expect(issued.every((call) => call.ok)).toBe(true);
    expect(issued.map((call) => call.operation)).not.toContain('unclaimTask');
    const kept = await runOnce(releaseManager, { K6_DECIDE_EVERY: '0' });
    expect(kept.map((call) => call.operation)).toContain('unclaimTask');
  });

  it.each([
    ['reviewer', reviewer, ['listDeals', 'listDealHistory', 'getAutocreditInfo', 'getDealInfoForm', 'listDealLogs']],
    // The first iteration decides: a rejection with the first reason code offered.
    [
      'underwriter',
      underwriter,
      ['listUnderwriterTasks', 'claimTask', 'getScoringData', 'listReasonCodes', 'saveTaskForm'],
    ],
    ['report builder', reportBuilder, ['buildReport', 'listReports', 'downloadReport']],
    ['credit inspector', creditInspector, ['listTasks', 'claimTask', 'getTask', 'listLoanVariants', 'listDealTasks']],
    ['release manager', releaseManager, ['listTasks', 'claimTask', 'getTask', 'listLoanVariants', 'listDealTasks']],
    [
      'GOZ operator',
      gozOperator,
      ['createDeal', 'listDealTasks', 'claimTask', 'uploadFile', 'saveTaskForm', 'getCalculator'],
    ],
    [
      'GOZ short form',
      gozShortForm,
      ['createFastDecisionDeal', 'getFastDecisionPersonForm', 'saveFastDecisionPersonForm'],
    ],
    ['event-stream subscriber', subscriber, ['getUserTopics', 'subscribeEvents']],
    ['pledge editor', pledgeEditor, ['listPledgeTasks', 'listPledges', 'getPledgeInfo', 'claimTask', 'unclaimTask']],
  ])('%s: every answer as expected, every call an operation of the contract', async (_name, scenario, expected) => {
    const calls = await runOnce(scenario);
    expect(calls.filter((call) => !call.ok).map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual([]);
    const misnamed = calls.filter((call) => operationOf(call.method, call.path) !== call.operation);
    expect(misnamed.map((c) => `${c.method} ${c.path} as ${c.operation}`)).toEqual([]);
    const called = new Set(calls.map((call) => call.operation));
    for (const operation of [...expected, 'createToken', 'getCurrentUser', 'deleteToken'])
      expect(called).toContain(operation);
  });

  it('takes a GOZ application through all seven steps, its scans uploaded, to the underwriters', async () => {
    const calls = await runOnce(gozOperator, {}, 3);
    expect(
      calls.filter((call) => call.operation === 'saveTaskForm').map((call) => call.path.split('step=')[1]),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(calls.filter((call) => call.operation === 'uploadFile')).toHaveLength(4);
    expect(calls.every((call) => call.ok)).toBe(true);
  });

  it('leaves the underwriter queue as it found it (the claimed task is given back)', async () => {
    const before = await runOnce(underwriter, { K6_DECIDE_EVERY: '0' });
    const claimed = before.find((call) => call.operation === 'claimTask');
    expect(claimed?.status).toBe(200);
    expect(before.map((call) => call.operation)).toContain('unclaimTask');
    const again = await runOnce(underwriter, { K6_DECIDE_EVERY: '0' });
    expect(again.find((call) => call.operation === 'claimTask')?.path).toBe(claimed.path);
  });

  it('type-checks the k6 entry files and scenarios against @types/k6', () => {
    const tsc = new URL('../../node_modules/typescript/bin/tsc', import.meta.url).pathname;
    expect(() =>
      execFileSync(process.execPath, [tsc, '-p', new URL('.', import.meta.url).pathname], { encoding: 'utf8' }),
    ).not.toThrow();
  });
});
