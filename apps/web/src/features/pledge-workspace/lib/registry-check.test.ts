import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { registryCheckOf, registryFailureOf } from './registry-check';

describe('the registry check', () => {
  it('reads the answer: registered or not', () => {
    expect(registryCheckOf(true)).toEqual({ kind: 'registered' });
    expect(registryCheckOf(false)).toEqual({ kind: 'free' });
  });

  it("reads a 400 as the registry's failure with its lines", () => {
    const error = new ApiError(400, { result: { errors: ['ФНП: превышено время ожидания ответа', 7] } });
    expect(registryFailureOf(error)).toEqual({ kind: 'failed', lines: ['ФНП: превышено время ожидания ответа'] });
    expect(registryFailureOf(new ApiError(400, { result: 'Ошибка' }))).toEqual({ kind: 'failed', lines: [] });
  });

  it('leaves any other failure to the generic texts', () => {
    expect(registryFailureOf(new ApiError(404, { result: 'Не найдено' }))).toBeNull();
    expect(registryFailureOf(new TypeError('offline'))).toBeNull();
  });
});
