import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import type { AccessRule } from './access-rule';
import { DOCUMENT_DOWNLOADERS, DOCUMENT_READERS } from './uploads';

/**
 * The documents screen and the viewer (001 §2.7, §6): the list and the decision file for every reader of deals; the
 * zip and the merged PDFs for those who may download files (not the auditors: 'cannot download documents');
 * verification for the release managers ('Release manager: verify documents'); the bulk upload with the
 * upload-document privilege; the viewer's personal-info panel with person-view-info; the consent of the fast-decision
 * short form for the operators, who fill it in.
 */
export const documentRules = {
  listDocuments: { roles: DOCUMENT_READERS },
  getPriorApprovalFiles: { roles: DOCUMENT_READERS },
  downloadDocumentsZip: { roles: DOCUMENT_DOWNLOADERS },
  downloadDocumentMergedPdf: { roles: DOCUMENT_DOWNLOADERS },
  downloadDocumentsMergedPdf: { roles: DOCUMENT_DOWNLOADERS },
  setDocumentVerifyingStatus: { roles: ['ROLE_RELEASE_MANAGER'] },
  mergeFiles: { privileges: ['upload-document'] },
  recognizeMergedFile: { privileges: ['upload-document'] },
  getDealPersonContent: { privileges: ['person-view-info'] },
  getPersonInfo: { privileges: ['person-view-info'] },
  generatePersonalDataConsent: { roles: ROLE_GROUPS.operators },
} satisfies Partial<Record<OperationId, AccessRule>>;
