import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import type { CommentReader } from '../domain/comments/comments';
import { contactMessages, contactTexts, dealContactsOf, withContactComments } from '../domain/contacts/deal-contacts';
import { snapshotChanges } from '../domain/contacts/snapshot-changes';
import { visibleDeal } from '../domain/deal-book';
import { viewerOf } from '../plugins/auth';
import type { BadRequestAnswer } from '../plugins/errors';

/** A refused contact: `result` the array of messages the dialog shows one by one, or 'Ошибка редактирования'. */
const contactBadRequest: BadRequestAnswer = (_request, body) => {
  const errors = body.errors ?? [];
  return errors.length > 0 ? { result: contactMessages(errors) } : { result: contactTexts.notSaved };
};
const withContactAnswer = <R extends { config: object }>(route: R) => ({
  ...route,
  config: { ...route.config, badRequest: contactBadRequest },
});

/**
 * The deal's additional contacts ('Контакты сделки', 002 §7 'Contacts, comments, reasons') and the changes since the
 * previous snapshot (of those and of the client's, spouse's, third person's and employer's contacts, 001 §2.3). Who may call them is the access table's (authorisation/contacts.ts); the deal must be one the
 * user sees (404 otherwise); what each user may change is the domain's (domain/contacts/deal-contacts.ts). Each
 * contact carries the underwriters' comments on it (holder `additionalDealContact`).
 */
export default async function contactRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { contacts, comments } = store;

  const withComments = <C extends { id: number }>(dealId: number, viewer: CommentReader, contact: C) =>
    withContactComments(comments, dealId, viewer, contact);

  app.route<ApiRoute<'listDealContacts'>>({
    ...contract.route('listDealContacts'),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const dealId = request.params.dealId;
      visibleDeal(store, viewer, dealId);
      return { result: dealContactsOf(store, dealId, viewer) };
    },
  });

  app.route<ApiRoute<'createDealContact'>>({
    ...withContactAnswer(contract.route('createDealContact')),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const dealId = request.params.dealId;
      visibleDeal(store, viewer, dealId);
      return { result: withComments(dealId, viewer, contacts.add(dealId, viewer, request.body)) };
    },
  });

  app.route<ApiRoute<'updateDealContact'>>({
    ...withContactAnswer(contract.route('updateDealContact')),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { dealId, contactId } = request.params;
      visibleDeal(store, viewer, dealId);
      return { result: withComments(dealId, viewer, contacts.change(dealId, contactId, viewer, request.body)) };
    },
  });

  app.route<ApiRoute<'deleteDealContact'>>({
    ...withContactAnswer(contract.route('deleteDealContact')),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { dealId, contactId } = request.params;
      visibleDeal(store, viewer, dealId);
      contacts.delete(dealId, contactId, viewer);
      return { result: true };
    },
  });

  app.route<ApiRoute<'getSnapshotChanges'>>({
    ...contract.route('getSnapshotChanges'),
    handler: async (request) => {
      const row = visibleDeal(store, viewerOf(request), request.params.dealId);
      return { result: snapshotChanges(store, row, request.query['paths[]']) };
    },
  });
}
