import type { User } from '@autocredit/generated/api';
import type { FormEnvironment } from '@/shared/form-engine';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';

/** What the form engine is told about the page and its user (002 §6). */
export function formEnvironment(
  user: User | undefined,
  where: { dealId?: number; collectionId?: number; dealView: boolean; readOnly?: boolean },
): Omit<FormEnvironment, 'requestReload'> {
  const underwriter = isAllowed(user, policies.underwriterFormView);
  return {
    dealId: where.dealId,
    collectionId: where.collectionId,
    underwriter,
    showChanged: underwriter && !where.dealView,
    phoneActions: isAllowed(user, policies.phoneActions),
    canUpload: isAllowed(user, policies.uploadDocument),
    readOnly: where.readOnly ?? false,
  };
}
