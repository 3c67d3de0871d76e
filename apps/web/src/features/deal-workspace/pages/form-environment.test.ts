import type { Role, User } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { formEnvironment } from './form-environment';

const user = (roles: Role[], allPrivileges: string[] = []) =>
  ({ id: 1, username: 'u', fio: 'Ю', roles, allPrivileges, isSwitched: false }) as unknown as User;

describe('what the form engine is told about the page', () => {
  it('marks changed fields for underwriters outside the deal view only (001 §2.2)', () => {
    const underwriter = user(['ROLE_UNDERWRITER']);
    expect(formEnvironment(underwriter, { dealView: false }).showChanged).toBe(true);
    expect(formEnvironment(underwriter, { dealView: true }).showChanged).toBe(false);
    expect(formEnvironment(user(['ROLE_VIEWER']), { dealView: false }).showChanged).toBe(false);
    expect(formEnvironment(user(['ROLE_AUDITOR']), { dealView: false }).showChanged).toBe(false);
  });

  it('gives the phone actions to underwriters and the telephone privileges (002 §6)', () => {
    expect(formEnvironment(user(['ROLE_UNDERWRITER']), { dealView: true }).phoneActions).toBe(true);
    expect(formEnvironment(user(['ROLE_VIEWER'], ['pbx-call']), { dealView: true }).phoneActions).toBe(true);
    expect(formEnvironment(user(['ROLE_VIEWER'], ['pbx-get-info']), { dealView: true }).phoneActions).toBe(true);
    expect(formEnvironment(user(['ROLE_AUDITOR']), { dealView: true }).phoneActions).toBe(false);
  });

  it('keeps the deal view read-only when asked', () => {
    expect(formEnvironment(user(['ROLE_UNDERWRITER']), { dealView: true, readOnly: true }).readOnly).toBe(true);
    expect(formEnvironment(user(['ROLE_UNDERWRITER']), { dealView: false }).readOnly).toBe(false);
  });
});
