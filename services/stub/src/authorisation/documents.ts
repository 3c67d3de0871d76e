import type { Role } from '@autocredit/generated/api';
import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import { onDeal, type AccessRule } from './access-rule';

const { taskWorkers, dealListReaders } = ROLE_GROUPS;

/** Who may download the deals' files (a file, a zip, a merged PDF): whoever reads deals, auditors excepted (001 §6). */
export const DOCUMENT_DOWNLOADERS = [
  ...taskWorkers,
  'ROLE_ADMIN',
  'ROLE_VIEWER',
  'ROLE_ALL_VIEWER',
  'ROLE_PLEDGE_VIEWER',
  'ROLE_CHIEF_RISK_MANAGEMENT',
] as const satisfies readonly Role[];

/** Who reads a deal's documents (the lists, a document's files): the deal readers, the pledge editors, administrators. */
export const DOCUMENT_READERS = [
  ...dealListReaders,
  'ROLE_PLEDGE_EDITOR',
  'ROLE_ADMIN',
] as const satisfies readonly Role[];

/**
 * The uploads (001 §4): storing a file and registering it in documents need the upload-document privilege (the contract's
 * rule); deleting a file is for the task workers who
 * upload them and administrators (the domain lets only the uploader delete); a document's files are for every reader of the deal; downloading one is
 * for whoever reads deals, auditors excepted ('Auditors may not download documents').
 */
const uploadRules = {
  uploadFile: { privileges: ['upload-document'] },
  uploadDocuments: { privileges: ['upload-document'], deal: onDeal('see', 'collectionId', 'collection') },
  // The contract names administrators; the file widgets of the task pages delete what their workers uploaded.
  deleteFile: {
    roles: [...taskWorkers, 'ROLE_ADMIN'],
    deal: { ...onDeal('see', 'documentId', 'document'), in: 'body' },
  },
  getDocumentFiles: { roles: DOCUMENT_READERS, deal: onDeal('see', 'collectionId', 'collection') },
  downloadFile: { roles: DOCUMENT_DOWNLOADERS },
} satisfies Partial<Record<OperationId, AccessRule>>;

/**
 * The documents screen and the viewer (001 §2.7, §6): the list and the decision file for every reader of deals; the
 * zip and the merged PDFs for those who may download files (not the auditors: 'cannot download documents');
 * verification for the release managers ('Release manager: verify documents'); the bulk upload with the
 * upload-document privilege; the viewer's personal-info panel with person-view-info.
 */
const collectionRules = {
  listDocuments: { roles: DOCUMENT_READERS, deal: onDeal('see', 'collectionId', 'collection') },
  getPriorApprovalFiles: { roles: DOCUMENT_READERS, deal: onDeal('see', 'collectionId', 'collection') },
  downloadDocumentsZip: { roles: DOCUMENT_DOWNLOADERS },
  downloadDocumentMergedPdf: { roles: DOCUMENT_DOWNLOADERS, deal: onDeal('see', 'documentId', 'document') },
  downloadDocumentsMergedPdf: { roles: DOCUMENT_DOWNLOADERS },
  setDocumentVerifyingStatus: { roles: ['ROLE_RELEASE_MANAGER'], deal: onDeal('see', 'documentId', 'document') },
  mergeFiles: { privileges: ['upload-document'] },
  recognizeMergedFile: { privileges: ['upload-document'] },
  getDealPersonContent: { privileges: ['person-view-info'], deal: onDeal('see') },
  getPersonInfo: { privileges: ['person-view-info'], deal: onDeal('see', 'personId', 'person') },
} satisfies Partial<Record<OperationId, AccessRule>>;

/** The documents tag's rules: a collection's documents and their files. */
export const documentRules = {
  ...uploadRules,
  ...collectionRules,
} satisfies Partial<Record<OperationId, AccessRule>>;
