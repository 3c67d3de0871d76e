import { describe, expect, it } from 'vitest';
import type { ErrorBody, FormResponse } from '@autocredit/generated/api';
import { expectError, useTaskWorld } from '../testing/task-world';

const t = useTaskWorld(['underwriter', 'auditor', 'viewer', 'calculator', 'pledge_viewer']);
const { call, seeded, free } = t;

/** The steps of the deal page, in the order of 001 §2.1. */
const STEPS = [
  'client',
  'credit',
  'car',
  'workInfo',
  'dealComments',
  'contacts',
  'financial',
  'commonDocuments',
  'underwriterFiles',
  'additionalFile',
  'history',
  'decisions',
  'checks',
  'historyChecks',
  'decision',
  'underwriterDecision',
  'reuseCharacteristics',
];

describe('the deal page (GET /api/autocredit/deal-info/{id}, GET /api/autocredit/{id}, POST /api/person/{id}/inn/load)', () => {
  it('gives the 17 steps of 001 §2.1 in their order, and the client step a tab per person', async () => {
    const s = seeded('underwriter_check', free);
    const res = await call('viewer', 'GET', `/api/autocredit/deal-info/${s.dealId}`);
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json<FormResponse>().result;
    expect(Object.keys(form.steps ?? {})).toEqual(STEPS);
    expect(form.current_step).toBe('client');
    expect(Object.keys(form.fields)).toEqual(['client', 'spouse', 'thirdFace']);
    for (const step of STEPS) {
      const one = await call('auditor', 'GET', `/api/autocredit/deal-info/${s.dealId}?step=${step}`);
      expect(one.statusCode, `${step}: ${one.body}`).toBe(200);
      expect(one.json<FormResponse>().result.current_step).toBe(step);
    }
  });

  it('answers 400 with the field for a bad id, a step nobody has and a bad variant', async () => {
    const s = seeded('underwriter_check', free);
    const cases = [
      [`/api/autocredit/deal-info/abc`, 'dealId'],
      [`/api/autocredit/deal-info/0`, 'dealId'],
      [`/api/autocredit/deal-info/${s.dealId}?step=nosuchstep`, 'step'],
      [`/api/autocredit/deal-info/${s.dealId}?variant=abc`, 'variant'],
      [`/api/autocredit/abc`, 'dealId'],
    ] as const;
    for (const [url, field] of cases) {
      const res = await call('underwriter', 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json<ErrorBody>().errors?.map((e) => e.propertyPath)).toEqual([field]);
    }
    const step = await call('underwriter', 'GET', `/api/autocredit/deal-info/${s.dealId}?step=nosuchstep`);
    expect(step.json<ErrorBody>().errors).toEqual([{ propertyPath: 'step', message: 'Шаг формы не найден' }]);
    for (const url of ['/api/person/abc/inn/load', '/api/person/0/inn/load']) {
      const res = await call('underwriter', 'POST', url);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ErrorBody>().errors?.[0]?.propertyPath).toBe('clientId');
    }
  });

  it("404 'Заявка не найдена' for a deal nobody has", async () => {
    expectError(await call('underwriter', 'GET', '/api/autocredit/deal-info/99999999'), 404, 'Заявка не найдена');
    expectError(await call('underwriter', 'GET', '/api/autocredit/99999999'), 404);
  });

  it("403 'Нет доступа' for a user without deal-view-info who works no task", async () => {
    const s = seeded('underwriter_check', free);
    for (const user of ['calculator', 'pledge_viewer']) {
      expectError(await call(user, 'GET', `/api/autocredit/deal-info/${s.dealId}`), 403, 'Нет доступа');
      expectError(await call(user, 'GET', `/api/autocredit/${s.dealId}`), 403, 'Нет доступа');
    }
  });

  it('401 without a token', async () => {
    const s = seeded('underwriter_check', free);
    const res = await t.app.inject({ method: 'GET', url: `/api/autocredit/deal-info/${s.dealId}` });
    expect(res.statusCode).toBe(401);
  });
});
