import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DocumentUploadRequest } from '@autocredit/generated/api';
import type { ApiRoute } from '../../contract/types';
import { DomainError } from '../../domain/errors';
import { visibleCollection } from '../../domain/deal-book';
import {
  deleteDocumentFile,
  documentFiles,
  documentTexts,
  fileChangesBy,
  registerDocuments,
  visibleDealOfDocument,
} from '../../domain/documents/uploads';
import { configOf, fileView, uploadTexts } from '../../domain/documents/file-store';
import { actorOf, viewerOf } from '../../plugins/auth';

const noFile = () =>
  new DomainError('invalid', uploadTexts.noFile, [{ propertyPath: 'file', message: uploadTexts.noFile }]);

/** The `file` part of a multipart body, read whole; anything the parser refuses is a 400 on `file`, never a 5xx. */
async function filePart(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw noFile();
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part || part.fieldname !== 'file') throw noFile();
    const content = await part.toBuffer();
    return { name: part.filename, content, truncated: part.file.truncated };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { name: '', content: Buffer.alloc(0), truncated: true };
    throw new DomainError('invalid', uploadTexts.noFile, [{ propertyPath: 'file', message: uploadTexts.noFile }]);
  }
}

/** The body of a multipart document upload: `{documents}` from its JSON part `documents` (a broken one is a 400). */
async function documentsPart(request: FastifyRequest): Promise<DocumentUploadRequest> {
  const invalid = () =>
    new DomainError('invalid', documentTexts.invalid, [{ propertyPath: 'documents', message: documentTexts.invalid }]);
  let value: unknown;
  let found = false;
  try {
    for await (const part of request.parts({ limits: { files: 0, fieldSize: 1024 * 1024 } })) {
      if (part.type !== 'field' || part.fieldname !== 'documents') continue;
      // A part sent as application/json may come parsed already.
      value = typeof part.value === 'string' ? JSON.parse(part.value) : part.value;
      found = true;
    }
  } catch {
    throw invalid();
  }
  if (!found) throw invalid();
  // The contract's validation checks the shape next, as for a JSON body.
  return { documents: value } as DocumentUploadRequest;
}

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
