import type { PersonNameSuggestion } from '@autocredit/generated/api';
import { api } from '@/shared/api/client';
import { unwrap } from '@/shared/api/api-error';

/** The person-name suggestions of the typed text (`GET /api/suggest/get-fio`). */
export async function fetchPersonNames(query: string, signal: AbortSignal): Promise<PersonNameSuggestion[]> {
  return (await unwrap(api().GET('/api/suggest/get-fio', { params: { query: { query } }, signal }))).result;
}
