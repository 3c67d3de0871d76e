import type { Privilege, Role, User } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { documentsAccess } from './documents-access';

const user = (roles: Role[], allPrivileges: Privilege[] = []): User =>
  ({ id: 1, username: 'u', fio: 'U', roles, allPrivileges, isSwitched: false }) as User;
const onDeal = { dealView: true, verificationAllowed: true };

describe('the documents screen rights', () => {
  it('lets auditors neither download nor comment', () => {
    const auditor = documentsAccess(user(['ROLE_AUDITOR']), onDeal);
    expect(auditor.canDownload).toBe(false);
    expect(auditor.canComment).toBe(false);
    expect(documentsAccess(user(['ROLE_VIEWER']), onDeal).canDownload).toBe(true);
  });

  it('marks changes for underwriters outside the deal view only', () => {
    expect(documentsAccess(user(['ROLE_UNDERWRITER']), { ...onDeal, dealView: false }).showChanges).toBe(true);
    expect(documentsAccess(user(['ROLE_UNDERWRITER']), onDeal).showChanges).toBe(false);
    expect(documentsAccess(user(['ROLE_ADMIN']), { ...onDeal, dealView: false }).showChanges).toBe(false);
  });

  it('lets release managers verify where the page allows it, admins delete, privileges upload and show persons', () => {
    expect(documentsAccess(user(['ROLE_RELEASE_MANAGER']), onDeal).canVerify).toBe(true);
    expect(documentsAccess(user(['ROLE_RELEASE_MANAGER']), { ...onDeal, verificationAllowed: false }).canVerify).toBe(
      false,
    );
    expect(documentsAccess(user(['ROLE_UNDERWRITER']), onDeal).canVerify).toBe(false);
    expect(documentsAccess(user(['ROLE_ADMIN']), onDeal).canDelete).toBe(true);
    expect(documentsAccess(user(['ROLE_UNDERWRITER']), onDeal).canDelete).toBe(false);
    expect(documentsAccess(user(['ROLE_GOZ'], ['upload-document']), onDeal).canUpload).toBe(true);
    expect(documentsAccess(user(['ROLE_GOZ']), onDeal).canUpload).toBe(false);
    expect(documentsAccess(user(['ROLE_UNDERWRITER'], ['person-view-info']), onDeal).canViewPersonInfo).toBe(true);
    expect(documentsAccess(user(['ROLE_UNDERWRITER']), onDeal).canViewPersonInfo).toBe(false);
  });
});
