import { queryOptions } from '@tanstack/react-query';
import type { Comment, Role, TypicalComment } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The deal's common comments, oldest first (`GET /api/comment/get/{dealId}/dealCommon`). */
export const dealCommentsQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.comments.deal(dealId),
    queryFn: async ({ signal }): Promise<Comment[]> =>
      (await unwrap(api().GET('/api/comment/get/{dealId}/dealCommon', { params: { path: { dealId } }, signal })))
        .result,
  });

/** Adds a common comment to the deal. */
export async function addDealComment(dealId: number, text: string): Promise<Comment> {
  return (
    await unwrap(api().POST('/api/comment/{dealId}/dealCommon', { params: { path: { dealId } }, body: { text } }))
  ).result;
}

/** The typical comments the user sees, and whether they may add one (`canCreateTypicalComments`). */
export const typicalCommentsQuery = () =>
  queryOptions({
    queryKey: queryKeys.comments.typical,
    queryFn: async ({ signal }) => (await unwrap(api().GET('/api/comment/default/get', { signal }))).result,
  });

/** A new typical comment: private (no roles sent) or visible to the chosen roles. */
export interface NewTypicalComment {
  text: string;
  isPrivate: boolean;
  roles: Role[];
}

/** Adds a typical comment; `roles` only when it is not private (002 §7). */
export async function addTypicalComment({ text, isPrivate, roles }: NewTypicalComment): Promise<TypicalComment> {
  const body = isPrivate ? { text, isPrivate: true as const } : { text, isPrivate: false as const, roles };
  return (await unwrap(api().POST('/api/comment/default/add', { body }))).result;
}

/** Deletes a comment of a thread (only offered when `canDelete`). */
export async function deleteComment(commentId: number): Promise<void> {
  await unwrap(api().POST('/api/comment/delete/{commentId}', { params: { path: { commentId } } }));
}

/** Deletes one of the user's private typical comments. */
export async function deleteTypicalComment(id: number): Promise<void> {
  await unwrap(api().POST('/api/comment/default/delete/{commentId}', { params: { path: { commentId: id } } }));
}
