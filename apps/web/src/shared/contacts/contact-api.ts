import { queryOptions } from '@tanstack/react-query';
import type { Comment, DealContact, DealContactInput, DealListItem } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { SEARCH_LIMIT } from './contact-texts';

/** The deal's additional contacts (`GET api/autocredit/contacts/deal/{dealId}`). */
export const dealContactsQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.contacts.list(dealId),
    queryFn: async ({ signal }): Promise<DealContact[]> =>
      (await unwrap(api().GET('/api/autocredit/contacts/deal/{dealId}', { params: { path: { dealId } }, signal })))
        .result,
  });

/** The ids of the contacts added, changed and deleted since the previous snapshot (underwriters' markers). */
export const contactChangesQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.contacts.changes(dealId),
    queryFn: async ({ signal }) => {
      const answer = await unwrap(
        api().GET('/api/snapshot/changes/{dealId}', {
          params: { path: { dealId }, query: { 'paths[]': ['dealContacts'] } },
          signal,
        }),
      );
      return answer.result.dealContacts ?? { added: [], changed: [], deleted: [] };
    },
  });

/** The underwriters' comments on one contact (holder `additionalDealContact`). */
export const contactCommentsQuery = (dealId: number, contactId: number) =>
  queryOptions({
    queryKey: queryKeys.contacts.comments(dealId, contactId),
    queryFn: async ({ signal }): Promise<Comment[]> =>
      (
        await unwrap(
          api().GET('/api/comment/get/{dealId}/underwriter/{holder}/{entityId}', {
            params: { path: { dealId, holder: 'additionalDealContact', entityId: contactId } },
            signal,
          }),
        )
      ).result,
  });

/** Adds a comment on a contact. */
export async function addContactComment(dealId: number, contactId: number, text: string): Promise<Comment> {
  return (
    await unwrap(
      api().POST('/api/comment/{dealId}/underwriter/{holder}/{entityId}', {
        params: { path: { dealId, holder: 'additionalDealContact', entityId: contactId } },
        body: { text },
      }),
    )
  ).result;
}

/** Adds a contact (no `contactId`) or changes one. */
export async function saveContact(dealId: number, contactId: number | null, body: DealContactInput) {
  const call =
    contactId === null
      ? api().POST('/api/autocredit/contacts/deal/{dealId}/set', { params: { path: { dealId } }, body })
      : api().POST('/api/autocredit/contacts/deal/{dealId}/set/{contactId}', {
          params: { path: { dealId, contactId } },
          body,
        });
  return (await unwrap(call)).result;
}

/** Deletes a contact. */
export async function deleteContact(dealId: number, contactId: number): Promise<void> {
  await unwrap(
    api().POST('/api/autocredit/contacts/deal/{dealId}/delete/{contactId}', {
      params: { path: { dealId, contactId } },
    }),
  );
}

/** The other deals with this phone (`group=dealBorrower`, at most 15) and how many there are in all. */
export async function searchDealsByPhone(
  dealId: number,
  phone: string,
): Promise<{ count: number; deals: DealListItem[] }> {
  const answer = await unwrap(
    api().GET('/api/autocredit/list', {
      params: { query: { phone, excludeDealId: dealId, per_page: SEARCH_LIMIT, group: 'dealBorrower' } },
    }),
  );
  return { count: answer.result.count, deals: answer.result.deals };
}
