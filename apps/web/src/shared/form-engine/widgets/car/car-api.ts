import type { CarFieldSuggest, CarInfoSuggestion, paths } from '@autocredit/generated/api';
import { api } from '@/shared/api/client';
import { unwrap } from '@/shared/api/api-error';

/** The query of `GET /api/suggest/get-car-info`: the levels chosen so far. */
export type CarInfoQuery = NonNullable<paths['/api/suggest/get-car-info']['get']['parameters']['query']>;

/** One step of the car cascade: the choices of the levels below what `query` chooses, and the car once chosen. */
export async function fetchCarInfo(query: CarInfoQuery, signal?: AbortSignal): Promise<CarInfoSuggestion> {
  return (await unwrap(api().GET('/api/suggest/get-car-info', { params: { query }, signal }))).result;
}

/** The choices of the manual car fields: drive, fuel, transmission and body types. */
export async function fetchCarFieldChoices(signal?: AbortSignal): Promise<CarFieldSuggest> {
  return (await unwrap(api().GET('/api/suggest/get-car-field-suggest', { signal }))).result;
}
