import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { configureApi } from '@/shared/api/client';
import { fetchCarFieldChoices, fetchCarInfo } from './car-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function backend(status = 200, body: unknown = { result: {} }) {
  const fetchMock = vi.fn(async (_request: Request) => json(status, body));
  configureApi(
    { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
    { fetch: fetchMock as typeof fetch, toaster: { show: vi.fn() } },
  );
  return () => new URL(fetchMock.mock.calls[0]![0].url);
}

describe('the car calls', () => {
  it('asks get-car-info with the chosen levels and gives its result', async () => {
    const result = { brand: ['LADA'], model: ['Vesta'], modification: [], year: [], carInfo: null };
    const url = backend(200, { result });
    expect(await fetchCarInfo({ new: 1, isRus: 1, brand: 'LADA', filterSupportedCar: 1 })).toEqual(result);
    expect(url().pathname).toBe('/api/suggest/get-car-info');
    expect(Object.fromEntries(url().searchParams)).toEqual({
      new: '1',
      isRus: '1',
      brand: 'LADA',
      filterSupportedCar: '1',
    });
  });

  it('asks get-car-field-suggest for the manual dictionaries', async () => {
    const result = { driveType: ['Полный'], engineFuelType: [], transmissionType: [], bodyType: [] };
    const url = backend(200, { result });
    expect(await fetchCarFieldChoices()).toEqual(result);
    expect(url().pathname).toBe('/api/suggest/get-car-field-suggest');
  });

  it('throws the HTTP status of a failure', async () => {
    backend(404, { result: 'Не найдено' });
    await expect(fetchCarInfo({})).rejects.toEqual(expect.any(ApiError));
    await expect(fetchCarInfo({})).rejects.toMatchObject({ status: 404 });
  });
});
