import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../../contract/types';
import { visibleCollection } from '../../domain/deal-book';
import {
  deleteDocumentFile,
  documentFiles,
  documentTexts,
  fileChangesBy,
  registerDocuments,
  visibleDealOfDocument,
} from '../../domain/documents/uploads';
import { configOf, fileView } from '../../domain/documents/file-store';
import { actorOf, viewerOf } from '../../plugins/auth';
import { documentsPart, filePart } from '../../plugins/multipart';

/**
 * The uploads the file widgets use (001 §4, 002 §7): `POST /api/file/upload/{validateConfig}` stores one file
 * (multipart part `file`), checked against the validation config (`GET /api/file/get/{fileId}` answers it, see
 * documents.ts); `POST /api/document/upload/{collectionId}` registers stored files in documents of the deal's
 * collection, `GET /api/document/get-document/...` answers a document's files, `POST /api/file/delete` takes a file
 * the user uploaded out of its document. Who may call them is the access table's (authorisation/documents.ts); the checks and the limits
 * are the domain's (domain/documents/file-store.ts).
 */
export default async function uploadRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { files, deals: book } = store;

  app.route<ApiRoute<'uploadDocuments'>>({
    ...contract.route('uploadDocuments'),
    // The same structure as multipart/form-data, `documents` a JSON part: read into the body before the contract checks it.
    preValidation: async (request) => {
      if (request.isMultipart()) request.body = await documentsPart(request);
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const row = visibleCollection(store, actor, request.params.collectionId);
      registerDocuments(book, files, row, request.body, fileChangesBy(actor.roles));
      return { result: true, messages: [{ type: 'success', message: documentTexts.uploaded }] };
    },
  });

  app.route<ApiRoute<'getDocumentFiles'>>({
    ...contract.route('getDocumentFiles'),
    handler: async (request) => {
      const { collectionId, documentCode, documentGroup } = request.params;
      const row = visibleCollection(store, viewerOf(request), collectionId);
      return { result: documentFiles(book, row, documentCode, documentGroup) };
    },
  });

  app.route<ApiRoute<'deleteFile'>>({
    ...contract.route('deleteFile'),
    handler: async (request) => {
      const actor = actorOf(request);
      const row = visibleDealOfDocument(store, actor, request.body.documentId);
      deleteDocumentFile(book, row, actor, request.body, fileChangesBy(actor.roles));
      return { result: true };
    },
  });

  app.route<ApiRoute<'uploadFile'>>({
    ...contract.route('uploadFile'),
    handler: async (request) => {
      const config = configOf(request.params.validateConfig);
      const upload = await filePart(request, config.maxBytes);
      return { result: fileView(files.store(request.params.validateConfig, upload, actorOf(request).id)) };
    },
  });
}
