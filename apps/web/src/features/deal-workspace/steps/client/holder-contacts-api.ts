import { queryOptions } from '@tanstack/react-query';
import type { Comment, SnapshotChangeSet } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { HOLDER_KEYS, type ChatRole, type HolderKey } from './holder-contacts-rules';

/** The contacts of the deal's people and employer (`GET /api/autocredit/contacts/{dealId}`, 001 §3). */
export const holderContactsQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.deals.holderContacts(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/autocredit/contacts/{dealId}', { params: { path: { dealId } }, signal }))).result,
  });

const NO_CHANGES: SnapshotChangeSet = { added: [], changed: [], deleted: [] };

/**
 * What of each holder's contacts was added, changed or deleted since the deal's previous snapshot (`GET
 * /api/snapshot/changes/{dealId}?paths[]=client&paths[]=spouse&paths[]=thirdFace&paths[]=employer`, 001 §7); a holder
 * the answer leaves out changed nothing.
 */
export const holderContactChangesQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.deals.holderContactChanges(dealId),
    queryFn: async ({ signal }): Promise<Record<HolderKey, SnapshotChangeSet>> => {
      const answer = await unwrap(
        api().GET('/api/snapshot/changes/{dealId}', {
          params: { path: { dealId }, query: { 'paths[]': [...HOLDER_KEYS] } },
          signal,
        }),
      );
      return Object.fromEntries(HOLDER_KEYS.map((key) => [key, answer.result[key] ?? NO_CHANGES])) as Record<
        HolderKey,
        SnapshotChangeSet
      >;
    },
  });

/** The underwriters' comments on one contact (`GET /api/comment/get/{dealId}/underwriter/{role}Contact/{id}`). */
export const holderContactCommentsQuery = (dealId: number, role: ChatRole, contactId: number) =>
  queryOptions({
    queryKey: queryKeys.deals.holderContactComments(dealId, role, contactId),
    queryFn: async ({ signal }): Promise<Comment[]> =>
      (
        await unwrap(
          api().GET('/api/comment/get/{dealId}/underwriter/{holder}/{entityId}', {
            params: { path: { dealId, holder: `${role}Contact`, entityId: contactId } },
            signal,
          }),
        )
      ).result,
  });

/** Writes a comment on a contact (`POST /api/comment/{dealId}/underwriter/{role}Contact/{id}`, body `text`). */
export async function sendHolderContactComment(
  dealId: number,
  role: ChatRole,
  contactId: number,
  text: string,
): Promise<Comment> {
  return (
    await unwrap(
      api().POST('/api/comment/{dealId}/underwriter/{holder}/{entityId}', {
        params: { path: { dealId, holder: `${role}Contact`, entityId: contactId } },
        body: { text },
      }),
    )
  ).result;
}
