import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/shared/api/testing/fake-api';
import { pledgeInfoFormEndpoint } from './form-endpoints';

const pledge = {
  id: 4120,
  status: 'reg_error_upload',
  statusName: 'Ошибка регистрации',
  dealExternalId: null,
  deal: { id: 100245 },
  data: { pledgors: [], vehicles: [] },
  processes: { pledge: null, pledge_take_off: null },
};
const files = [{ id: 901301, name: 'Уведомление.xml', path: '/api/file/get/901301' }];

describe('pledgeInfoFormEndpoint', () => {
  it("loads the pledge view's step as a form without fields (the pledge as entityId, collectionId, entityStatus)", async () => {
    const { calls } = fakeApi({
      'GET /api/pledge/info/4120': answer({
        result: {
          pledge,
          steps: { main: 'Залог', docs: 'Документы' },
          current_step: 'docs',
          collectionId: 55090,
          files,
        },
      }),
    });
    const endpoint = pledgeInfoFormEndpoint(4120);
    const { form, extra } = await endpoint.load({ step: 'docs' }, new AbortController().signal);
    expect(calls[0]!.query.get('step')).toBe('docs');
    expect(form).toEqual({
      formName: 'pledge',
      fields: {},
      steps: { main: 'Залог', docs: 'Документы' },
      current_step: 'docs',
      next_step: null,
      errors: [],
      entityId: 4120,
      collectionId: 55090,
      entityStatus: 'reg_error_upload',
    });
    expect(extra).toEqual({ pledge, files });
    expect(endpoint.source).toBe('pledge');
    expect(endpoint.post).toBeUndefined();
  });
});
