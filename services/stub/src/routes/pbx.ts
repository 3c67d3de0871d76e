import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { holderContactsOf, withHolderComments } from '../domain/contacts/holder-contacts';
import { visibleDeal } from '../domain/deal-book';
import { callTarget, callTargetOfCall } from '../domain/pbx/call-targets';
import { viewerOf } from '../plugins/auth';

/**
 * The contacts step (001 §2.3: the client's, spouse's, third person's and employer's contacts with the underwriters'
 * comments on each) and the call chat through the telephone exchange (§2.9). Who may call them is the access table's
 * (authorisation/pbx.ts); a contact or a call of a deal the user does not see is not found.
 */
export default async function pbxRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { world, deals, comments, pbx } = store;

  /** The contact of that id on a deal the viewer sees (404 otherwise). */
  const visibleTarget = (viewer: ReturnType<typeof viewerOf>, contactId: number) => {
    const target = callTarget(store, contactId);
    visibleDeal(store, viewer, target.dealId);
    return target;
  };

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
      const target = visibleTarget(viewer, contactId);
      const fio = store.users.get(viewer.id)?.fio ?? world.staffById(viewer.id)?.fio ?? '';
      return { result: { id: pbx.place({ id: viewer.id, fio }, userContactId, target) } };
    },
  });

  app.route<ApiRoute<'listPbxCalls'>>({
    ...contract.route('listPbxCalls'),
    handler: async (request) => {
      const target = visibleTarget(viewerOf(request), request.params.contactId);
      return { result: pbx.calls(target) };
    },
  });

  app.route<ApiRoute<'downloadCallRecord'>>({
    ...contract.route('downloadCallRecord'),
    handler: async (request, reply) => {
      const callId = request.params.callId;
      const target = callTargetOfCall(store, callId);
      visibleDeal(store, viewerOf(request), target.dealId);
      const record = pbx.record(target, callId);
      return (
        reply
          .header('content-type', 'audio/wav')
          .header('content-disposition', `attachment; filename="${record.fileName}"`)
          // The contract types a binary body as the browser's Blob; the bytes go out as they are.
          .send(record.content as unknown as Blob)
      );
    },
  });
}
