import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { commentTargets } from '../domain/comments/comment-targets';
import { fileThread, refusedTextMessage, underwriterThread } from '../domain/comments/threads';
import { visibleDeal } from '../domain/deal-book';
import { viewerOf } from '../plugins/auth';
import type { BadRequestAnswer } from '../plugins/errors';

/** A comment's text refused by the contract: the domain says with which message (`refusedTextMessage`). */
const commentBadRequest: BadRequestAnswer = (request, body) => {
  const text = (request.body as { text?: unknown } | null | undefined)?.text;
  return {
    ...body,
    ...(body.errors && {
      errors: body.errors.map((e) =>
        e.propertyPath === 'text' ? { ...e, message: refusedTextMessage(text, e.message) } : e,
      ),
    }),
  };
};

/**
 * Comments (001 §3, 002 §7 'Contacts, comments, reasons'): the deal's common thread, the underwriters' (on the deal
 * and its contacts), the comments on its files, and the typical comments. Who may call them is the access table's
 * (authorisation/comments.ts); the deal must be one the user sees (404 otherwise); the rules are the domain's
 * (domain/comments/).
 */
export default async function commentRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { comments } = store;

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
      const thread = underwriterThread(commentTargets(store), dealId, holder, entityId);
      return { result: comments.list(dealId, thread, viewer) };
    },
  });

  app.route<ApiRoute<'addUnderwriterComment'>>({
    ...contract.route('addUnderwriterComment', { badRequest: commentBadRequest }),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { dealId, holder, entityId } = request.params;
      visibleDeal(store, viewer, dealId);
      const thread = underwriterThread(commentTargets(store), dealId, holder, entityId);
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
      return { result: comments.list(dealId, fileThread(commentTargets(store), dealId, fileId), viewer) };
    },
  });

  app.route<ApiRoute<'addFileComment'>>({
    ...contract.route('addFileComment', { badRequest: commentBadRequest }),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { dealId, fileId } = request.params;
      visibleDeal(store, viewer, dealId);
      const thread = fileThread(commentTargets(store), dealId, fileId);
      return { result: comments.add(dealId, thread, viewer, request.body.text) };
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
