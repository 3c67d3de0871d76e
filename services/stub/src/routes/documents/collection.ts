import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../../contract/types';
import { visibleCollection, visibleDeal } from '../../domain/deal-book';
import { bulkTexts, mergeUploads, recognizeMerged } from '../../domain/documents/bulk-upload';
import {
  dealDocuments,
  verifyDocument,
  visibleDocument,
  visibleDocuments,
} from '../../domain/documents/deal-documents';
import { documentList } from '../../domain/documents/document-list';
import { documentsZip, mergedDocumentsPdf, safeName } from '../../domain/documents/downloads';
import { dealPersonContent, personInfoById } from '../../domain/documents/person-info';
import { downloadableFile } from '../../domain/documents/file-content';
import { fileView } from '../../domain/documents/file-store';
import { fileChangesBy } from '../../domain/documents/uploads';
import { isoAt } from '../../domain/world/time';
import { actorOf, viewerOf } from '../../plugins/auth';
import { download } from '../../plugins/downloads';
import { bulkParts, positiveInteger, requiredPositiveInteger } from '../../plugins/multipart';

/**
 * The documents screen of the deal page and the task pages (001 §2.7, §4, §7 'Documents and files', 002 §4, §7): the
 * documents of a collection by group, the zip and the merged PDFs, the release manager's verification, the
 * preliminary-decision file, the bulk upload and its recognition, the viewer's personal-info panel, and the download
 * of one file (uploaded or seeded). Who may call them is the access table's (authorisation/documents.ts); the deal must be one the user sees (404 otherwise); the rules are the domain's (domain/documents/).
 */
export default async function collectionRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { world, deals: book, files, contents } = store;

  app.route<ApiRoute<'listDocuments'>>({
    ...contract.route('listDocuments'),
    handler: async (request) => {
      const row = visibleCollection(store, viewerOf(request), request.params.collectionId);
      const comments = store.comments.listKind(world.dealId(row), 'file', viewerOf(request));
      return { result: documentList(world, book, row, comments, request.query['group[]'] ?? []) };
    },
  });

  app.route<ApiRoute<'getPriorApprovalFiles'>>({
    ...contract.route('getPriorApprovalFiles'),
    handler: async (request) => {
      const row = visibleCollection(store, viewerOf(request), request.params.collectionId);
      const document = dealDocuments(world, book, row).priorApproval;
      const ref = document && {
        id: document.id ?? null,
        code: document.code,
        group: document.group,
        title: document.title,
      };
      return { result: document ? document.files.map((f) => ({ ...f, document: ref })) : [] };
    },
  });

  app.route<ApiRoute<'downloadDocumentsZip'>>({
    ...contract.route('downloadDocumentsZip'),
    handler: async (request, reply) => {
      const documents = visibleDocuments(store, viewerOf(request), request.query['ids[]']);
      const zip = await documentsZip(contents, documents, request.query.onlySign === 1);
      return download(reply, 'application/zip', 'docs.zip', zip);
    },
  });

  app.route<ApiRoute<'downloadDocumentMergedPdf'>>({
    ...contract.route('downloadDocumentMergedPdf'),
    handler: async (request, reply) => {
      const found = visibleDocument(store, viewerOf(request), request.params.documentId);
      const title = found.document.title;
      const pdf = await mergedDocumentsPdf(contents, [found], title);
      return download(reply, 'application/pdf', `${safeName(title, found.code)}.pdf`, pdf);
    },
  });

  app.route<ApiRoute<'downloadDocumentsMergedPdf'>>({
    ...contract.route('downloadDocumentsMergedPdf'),
    handler: async (request, reply) => {
      const documents = visibleDocuments(store, viewerOf(request), request.query['ids[]']);
      const pdf = await mergedDocumentsPdf(contents, documents, 'Документы');
      return download(reply, 'application/pdf', 'documents.pdf', pdf);
    },
  });

  app.route<ApiRoute<'setDocumentVerifyingStatus'>>({
    ...contract.route('setDocumentVerifyingStatus'),
    handler: async (request) => {
      const { documentId, status } = request.params;
      const found = visibleDocument(store, viewerOf(request), documentId);
      const fio = store.users.get(actorOf(request).id)?.fio ?? '';
      verifyDocument(world, book, found, status, { fio, at: isoAt(book.context().now) });
      return { result: true };
    },
  });

  app.route<ApiRoute<'mergeFiles'>>({
    ...contract.route('mergeFiles'),
    handler: async (request) => {
      const { uploads, fields } = await bulkParts(request);
      const collectionId = requiredPositiveInteger(fields.collectionId, 'collectionId', bulkTexts.noCollection);
      const mergedFileId = positiveInteger(fields.mergedFileId, 'mergedFileId');
      visibleCollection(store, viewerOf(request), collectionId);
      const merged = await mergeUploads(files, {
        uploads,
        collectionId,
        ...(mergedFileId !== undefined && { mergedFileId }),
        authorId: actorOf(request).id,
      });
      return { result: { file: fileView(merged) } };
    },
  });

  app.route<ApiRoute<'recognizeMergedFile'>>({
    ...contract.route('recognizeMergedFile'),
    handler: async (request) => {
      const actor = actorOf(request);
      const { collectionId } = request.body;
      const row = visibleCollection(store, viewerOf(request), collectionId);
      const { events } = await recognizeMerged(
        book,
        files,
        { row, fileId: request.params.fileId, collectionId, authorId: actor.id },
        fileChangesBy(actor.roles),
      );
      app.publishRecognition(actor.username, events);
      return { result: true };
    },
  });

  app.route<ApiRoute<'getDealPersonContent'>>({
    ...contract.route('getDealPersonContent'),
    handler: async (request) => {
      const row = visibleDeal(store, viewerOf(request), request.params.dealId);
      return { result: dealPersonContent(book.currentSource(row)) };
    },
  });

  app.route<ApiRoute<'getPersonInfo'>>({
    ...contract.route('getPersonInfo'),
    handler: async (request) => ({ result: personInfoById(store, viewerOf(request), request.params.personId) }),
  });

  app.route<ApiRoute<'downloadFile'>>({
    ...contract.route('downloadFile'),
    handler: async (request, reply) => {
      const file = await downloadableFile(store, viewerOf(request), request.params.fileId);
      return download(reply, file.mimeType, file.name, file.content);
    },
  });
}
