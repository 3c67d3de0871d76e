import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import type { CommentReader } from '../domain/comments/comments';
import { contactMessages, contactTexts, dealContactsOf, withContactComments } from '../domain/contacts/deal-contacts';
import { snapshotChanges } from '../domain/contacts/snapshot-changes';
import { visibleDeal } from '../domain/deal-book';
import { viewerOf } from '../plugins/auth';
import { download } from '../plugins/downloads';
import type { BadRequestAnswer } from '../plugins/errors';
import { holderContactsOf, withHolderComments } from '../domain/contacts/holder-contacts';
import { callerOf, visibleCallTarget, visibleCallTargetOfCall } from '../domain/pbx/call-targets';

/** A refused contact: `result` the array of messages the dialog shows one by one, or 'Ошибка редактирования'. */
const contactBadRequest: BadRequestAnswer = (_request, body) => {
  const errors = body.errors ?? [];
  return errors.length > 0 ? { result: contactMessages(errors) } : { result: contactTexts.notSaved };
};

/**
 * The deal's additional contacts ('Контакты сделки', 002 §7 'Contacts, comments, reasons') and the changes since the
 * previous snapshot (of those and of the client's, spouse's, third person's and employer's contacts, 001 §2.3). Who may call them is the access table's (authorisation/contacts.ts); the deal must be one the
 * user sees (404 otherwise); what each user may change is the domain's (domain/contacts/deal-contacts.ts). Each
 * contact carries the underwriters' comments on it (holder `additionalDealContact`).
 */
async function dealContactRoutes(app: FastifyInstance) {
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
    ...contract.route('createDealContact', { badRequest: contactBadRequest }),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const dealId = request.params.dealId;
      visibleDeal(store, viewer, dealId);
      return { result: withComments(dealId, viewer, contacts.add(dealId, viewer, request.body)) };
    },
  });

  app.route<ApiRoute<'updateDealContact'>>({
    ...contract.route('updateDealContact', { badRequest: contactBadRequest }),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { dealId, contactId } = request.params;
      visibleDeal(store, viewer, dealId);
      return { result: withComments(dealId, viewer, contacts.change(dealId, contactId, viewer, request.body)) };
    },
  });

  app.route<ApiRoute<'deleteDealContact'>>({
    ...contract.route('deleteDealContact', { badRequest: contactBadRequest }),
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

/**
 * The contacts step (001 §2.3: the client's, spouse's, third person's and employer's contacts with the underwriters'
 * comments on each) and the call chat through the telephone exchange (§2.9). Who may call them is the access table's
 * (authorisation/contacts.ts); a contact or a call of a deal the user does not see is not found.
 */
async function pbxRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { world, deals, comments, pbx } = store;

  app.route<ApiRoute<'getDealHolderContacts'>>({
    ...contract.route('getDealHolderContacts'),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const dealId = request.params.dealId;
      const row = visibleDeal(store, viewer, dealId);
      const blocks = holderContactsOf(world.seed, dealId, deals.currentSource(row));
      return { result: withHolderComments(blocks, comments, dealId, viewer) };
    },
  });

  app.route<ApiRoute<'listPbxUserContacts'>>({
    ...contract.route('listPbxUserContacts'),
    handler: async (request) => ({ result: pbx.userContacts(viewerOf(request).id) }),
  });

  app.route<ApiRoute<'startPbxCall'>>({
    ...contract.route('startPbxCall'),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { userContactId, contactId } = request.params;
      const target = visibleCallTarget(store, viewer, contactId);
      return { result: { id: pbx.place(callerOf(store, viewer.id), userContactId, target) } };
    },
  });

  app.route<ApiRoute<'listPbxCalls'>>({
    ...contract.route('listPbxCalls'),
    handler: async (request) => {
      const target = visibleCallTarget(store, viewerOf(request), request.params.contactId);
      return { result: pbx.calls(target) };
    },
  });

  app.route<ApiRoute<'downloadCallRecord'>>({
    ...contract.route('downloadCallRecord'),
    handler: async (request, reply) => {
      const callId = request.params.callId;
      const record = pbx.record(visibleCallTargetOfCall(store, viewerOf(request), callId), callId);
      return download(reply, 'audio/wav', record.fileName, record.content);
    },
  });
}

/** The contacts tag: the deal's contacts and the contacts step with its calls. */
export default async function contactRoutes(app: FastifyInstance) {
  await app.register(dealContactRoutes);
  await app.register(pbxRoutes);
}
