import type { User } from '@autocredit/generated/api';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';

/** What a user may do on the documents screen (001 §2.7, §4, §6). */
export interface DocumentsAccess {
  /** The change markers of files: underwriters outside the deal view. */
  showChanges: boolean;
  /** Files, the zip and the merged PDFs are downloaded by all but auditors. */
  canDownload: boolean;
  /** The add control: the upload-document privilege. */
  canUpload: boolean;
  /** Verification: release managers where the screen allows it. */
  canVerify: boolean;
  /** Deleting a file: administrators (where the allow-delete flag is set, see DocumentsStep). */
  canDelete: boolean;
  /** The files' comments, read and written: all but auditors, who see no comments (001 §6). */
  canComment: boolean;
  /** The viewer's personal-info panel: the view-person-info privilege. */
  canViewPersonInfo: boolean;
}

/**
 * The documents screen's rights of a user on a page: `dealView` (the deal page `/deal/{id}`: no change markers),
 * `verificationAllowed` (the page lets release managers verify).
 */
export function documentsAccess(
  user: User | undefined,
  where: { dealView: boolean; verificationAllowed: boolean },
): DocumentsAccess {
  const auditor = isAllowed(user, policies.auditor);
  return {
    showChanges: isAllowed(user, policies.underwriterFormView) && !where.dealView,
    canDownload: !auditor,
    canUpload: isAllowed(user, policies.uploadDocument),
    canVerify: where.verificationAllowed && isAllowed(user, policies.verifyDocuments),
    canDelete: isAllowed(user, policies.deleteFiles),
    canComment: !auditor,
    canViewPersonInfo: isAllowed(user, policies.viewPersonInfo),
  };
}
