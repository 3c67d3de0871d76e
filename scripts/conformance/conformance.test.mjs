// The conformance run against the stub: it walks the read operations as several users and finds nothing; an answer
// planted out of the contract is reported, and the command exits 1.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStub } from '../bench/bench-kit.mjs';
import { NOT_WALKED, walk } from './walk.mjs';

const spec = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8'));
const cli = new URL('./conformance.mjs', import.meta.url).pathname;
let stub;
beforeAll(async () => {
  stub = await startStub({ STUB_CONTROL: '1' });
}, 120_000);
afterAll(() => stub?.child.kill());

const count = (rows, verdict) => rows.filter((row) => row.verdict === verdict).length;

describe('npm run conformance', () => {
  it('walks the read operations on the stub with ids it returned, and finds no answer breaking the contract', async () => {
    const byUser = {};
    for (const username of ['underwriter', 'release_manager', 'pledge_editor', 'goz', 'auditor']) {
      const rows = await walk({ spec, base: stub.url, username, password: 'secret' });
      expect(rows.filter((row) => row.verdict === 'break')).toEqual([]);
      byUser[username] = rows;
    }
    const gets = Object.values(spec.paths).filter((item) => item.get).length;
    expect(byUser.underwriter).toHaveLength(gets);
    expect(count(byUser.underwriter, 'skipped')).toBe(Object.keys(NOT_WALKED).length);
    // The walk reaches the deal's own pages with the backend's ids, not only the lists.
    const walked = new Set(
      Object.values(byUser).flatMap((rows) => rows.filter((r) => r.verdict === 'ok').map((r) => r.operation)),
    );
    expect(walked.size).toBeGreaterThanOrEqual(65);
    for (const deep of ['getDealInfoForm', 'listDealDecisions', 'getDocumentFiles', 'getPledgeInfo', 'getTask']) {
      expect(walked).toContain(deep);
    }
  });

  it('reports an answer out of the contract in its table and exits 1', async () => {
    const fault = await fetch(`${stub.url}/__stub/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'GET',
        path: '/api/user/',
        status: 400,
        body: { result: 42 },
        times: 0,
      }),
    });
    expect(fault.status).toBe(201);
    const run = await promisify(execFile)(process.execPath, [
      cli,
      '--base',
      stub.url,
      '--user',
      'underwriter',
      '--password',
      'secret',
    ]).then(
      () => ({ code: 0, stdout: '' }),
      (error) => ({ code: error.code, stdout: String(error.stdout) }),
    );
    await fetch(`${stub.url}/__stub/faults`, { method: 'DELETE' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/\| break \| 400 \| getCurrentUser \| \/api\/user\/ \| .*result/);
    expect(run.stdout).toMatch(/1 breaking the contract/);
  });
});
