import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';

/** Asks the tax service for the person's INN (`POST /api/person/{clientId}/inn/load`); answers it. */
export async function loadInn(clientId: number): Promise<string | null> {
  const answer = await unwrap(api().POST('/api/person/{clientId}/inn/load', { params: { path: { clientId } } }));
  return answer.result.inn ?? null;
}
