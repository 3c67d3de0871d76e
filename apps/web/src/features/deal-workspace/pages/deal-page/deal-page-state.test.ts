import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { dealLoadProblem } from './deal-page-state';

const failure = (status: number, body: unknown = { result: 'x' }) => new ApiError(status, body);

describe('what the deal page cannot show', () => {
  it('nothing when both loads are fine', () => {
    expect(dealLoadProblem(null, null, 'client')).toEqual({ kind: 'none' });
  });

  it("an unknown deal: 'Заявка не найдена', whichever load says so", () => {
    expect(dealLoadProblem(failure(404), null, undefined)).toEqual({ kind: 'gone', text: 'Заявка не найдена' });
    expect(dealLoadProblem(null, failure(404), 'credit')).toEqual({ kind: 'gone', text: 'Заявка не найдена' });
  });

  it("a deal the user may not see: 'Нет доступа'", () => {
    expect(dealLoadProblem(failure(403), failure(403), undefined)).toEqual({ kind: 'forbidden', text: 'Нет доступа' });
  });

  it("a step the server refuses: its words, or 'Шаг формы не найден'", () => {
    expect(dealLoadProblem(null, failure(400, { result: 'Шаг X не найден' }), 'nope')).toEqual({
      kind: 'bad-step',
      text: 'Шаг X не найден',
    });
    expect(dealLoadProblem(null, failure(400, {}), 'nope')).toEqual({ kind: 'bad-step', text: 'Шаг формы не найден' });
    const againstStep = { result: null, errors: [{ propertyPath: 'step', message: 'Такого шага нет' }] };
    expect(dealLoadProblem(null, failure(400, againstStep), 'nope')).toEqual({
      kind: 'bad-step',
      text: 'Такого шага нет',
    });
  });

  it('a 400 without a step, or any other failure: a retry', () => {
    expect(dealLoadProblem(null, failure(400), undefined)).toEqual({ kind: 'failed' });
    expect(dealLoadProblem(new TypeError('offline'), null, undefined)).toEqual({ kind: 'failed' });
    expect(dealLoadProblem(null, failure(500), 'client')).toEqual({ kind: 'failed' });
  });
});
