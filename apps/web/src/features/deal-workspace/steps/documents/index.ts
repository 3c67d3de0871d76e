/**
 * The documents step and the account-documents panel (upload, viewer, verification, file comments): what the pages use.
 */
export { AccountDocumentsPanel } from './account/account-documents-panel';
export { documentsAccess } from './documents-access';
export { DocumentsStep } from './documents-step';
export { documentStepScope } from './documents';
