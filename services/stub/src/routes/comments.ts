import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import type { CommentThread } from '../domain/comments/comments';
import { contactTexts } from '../domain/contacts/deal-contacts';
import { visibleDeal } from '../domain/deal-book';
import { visibilityTexts } from '../domain/deal-book/visibility';
import { DomainError } from '../domain/errors';
import { commentTexts } from '../domain/comments/comments';
import { viewerOf } from '../plugins/auth';
import type { BadRequestAnswer } from '../plugins/errors';

/** A comment's text refused by the contract (empty, only spaces) is 'Введите текст комментария' (002 §8). */
const TOO_LONG = /не более/;
const commentBadRequest: BadRequestAnswer = (_request, body) => ({
  ...body,
  ...(body.errors && {
    errors: body.errors.map((e) =>
      e.propertyPath === 'text' && !TOO_LONG.test(e.message) ? { ...e, message: commentTexts.emptyText } : e,
    ),
  }),
});

/**
 * Comments (001 §3, 002 §7 'Contacts, comments, reasons'): the deal's common thread, the underwriters' (on the deal
 * and its contacts), the comments on its files, and the typical comments. Who may call them is the access table's
 * (authorisation/comments.ts); the deal must be one the user sees (404 otherwise); the rules are the domain's
 * (domain/comments/comments.ts).
 */

export default async function commentRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { comments } = store;

  /**
   * The underwriters' thread: holder `deal` is the deal itself (another deal number is not found), an additional
   * contact one of the deal's ('Контакт не найден' otherwise).
   */
  const underwriterThread = (dealId: number, holder: CommentThread & { kind: 'underwriter' }) => {
    if (holder.holder === 'deal' && holder.entityId !== dealId) {
      throw new DomainError('not-found', visibilityTexts.dealNotFound);
    }
    if (holder.holder === 'additionalDealContact' && !store.contacts.has(dealId, holder.entityId)) {
      throw new DomainError('not-found', contactTexts.notFound);
    }
    return holder;
  };

  app.route<ApiRoute<'listDealCommonComments'>>({
    ...contract.route('listDealCommonComments'),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const dealId = request.params.dealId;
      visibleDeal(store, viewer, dealId);
      return { result: comments.list(dealId, { kind: 'common' }, viewer) };
    },
  });

  app.route<ApiRoute<'addDealCommonComment'>>({
    ...contract.route('addDealCommonComment', { badRequest: commentBadRequest }),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const dealId = request.params.dealId;
      visibleDeal(store, viewer, dealId);
      return { result: comments.add(dealId, { kind: 'common' }, viewer, request.body.text) };
    },
  });

  app.route<ApiRoute<'addDealCommonCommentToDeal'>>({
    ...contract.route('addDealCommonCommentToDeal', { badRequest: commentBadRequest }),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { dealId, targetDealId } = request.params;
      visibleDeal(store, viewer, dealId);
      visibleDeal(store, viewer, targetDealId);
      return { result: comments.add(targetDealId, { kind: 'common' }, viewer, request.body.text) };
    },
  });

  app.route<ApiRoute<'listUnderwriterDealComments'>>({
    ...contract.route('listUnderwriterDealComments'),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const dealId = request.params.dealId;
      visibleDeal(store, viewer, dealId);
      return { result: comments.list(dealId, { kind: 'underwriter', holder: 'deal', entityId: dealId }, viewer) };
    },
  });

  app.route<ApiRoute<'listUnderwriterComments'>>({
    ...contract.route('listUnderwriterComments'),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { dealId, holder, entityId } = request.params;
      visibleDeal(store, viewer, dealId);
      const thread = underwriterThread(dealId, { kind: 'underwriter', holder, entityId });
      return { result: comments.list(dealId, thread, viewer) };
    },
  });

  app.route<ApiRoute<'addUnderwriterComment'>>({
    ...contract.route('addUnderwriterComment', { badRequest: commentBadRequest }),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { dealId, holder, entityId } = request.params;
      visibleDeal(store, viewer, dealId);
      const thread = underwriterThread(dealId, { kind: 'underwriter', holder, entityId });
      return { result: comments.add(dealId, thread, viewer, request.body.text) };
    },
  });

  app.route<ApiRoute<'listDealFileComments'>>({
    ...contract.route('listDealFileComments'),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const dealId = request.params.dealId;
      visibleDeal(store, viewer, dealId);
      return { result: comments.listKind(dealId, 'file', viewer) };
    },
  });

  app.route<ApiRoute<'listFileComments'>>({
    ...contract.route('listFileComments'),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { dealId, fileId } = request.params;
      visibleDeal(store, viewer, dealId);
      return { result: comments.list(dealId, { kind: 'file', fileId }, viewer) };
    },
  });

  app.route<ApiRoute<'addFileComment'>>({
    ...contract.route('addFileComment', { badRequest: commentBadRequest }),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { dealId, fileId } = request.params;
      visibleDeal(store, viewer, dealId);
      return { result: comments.add(dealId, { kind: 'file', fileId }, viewer, request.body.text) };
    },
  });

  app.route<ApiRoute<'deleteComment'>>({
    ...contract.route('deleteComment'),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { commentId } = request.params;
      visibleDeal(store, viewer, comments.dealOf(commentId));
      comments.delete(commentId, viewer);
      return { result: true };
    },
  });

  app.route<ApiRoute<'listTypicalComments'>>({
    ...contract.route('listTypicalComments'),
    handler: async (request) => ({ result: comments.typical(viewerOf(request)) }),
  });

  app.route<ApiRoute<'addTypicalComment'>>({
    ...contract.route('addTypicalComment', { badRequest: commentBadRequest }),
    handler: async (request) => ({ result: comments.addTypical(viewerOf(request), request.body) }),
  });

  app.route<ApiRoute<'deleteTypicalComment'>>({
    ...contract.route('deleteTypicalComment'),
    handler: async (request) => {
      comments.deleteTypical(request.params.commentId, viewerOf(request));
      return { result: true };
    },
  });
}
