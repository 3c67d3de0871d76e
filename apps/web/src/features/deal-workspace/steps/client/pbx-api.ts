import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The numbers the user may call from (`GET /api/pbx/user-contacts`). */
export const pbxUserContactsQuery = () =>
  queryOptions({
    queryKey: queryKeys.pbx.userContacts,
    queryFn: async ({ signal }) => (await unwrap(api().GET('/api/pbx/user-contacts', { signal }))).result,
    staleTime: 5 * 60_000,
  });

/** The past calls to a contact, newest first (`POST /api/pbx/show/{contactId}`). */
export const pbxCallsQuery = (contactId: number) =>
  queryOptions({
    queryKey: queryKeys.pbx.calls(contactId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().POST('/api/pbx/show/{contactId}', { params: { path: { contactId } }, signal }))).result,
  });

/** Places a call from one of the user's numbers to a contact (`POST /api/pbx/call/{userContactId}/{contactId}`). */
export async function startCall(userContactId: number, contactId: number): Promise<number> {
  const answer = await unwrap(
    api().POST('/api/pbx/call/{userContactId}/{contactId}', { params: { path: { userContactId, contactId } } }),
  );
  return answer.result.id;
}

/** The record of a call (`GET /api/pbx/download/{callId}`). */
export async function callRecord(callId: number): Promise<Blob> {
  return (await unwrap(
    api().GET('/api/pbx/download/{callId}', { params: { path: { callId } }, parseAs: 'blob' }),
  )) as Blob;
}
