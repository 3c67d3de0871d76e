import type { Privilege, Role, User } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { canApplyVariants, loanVariantColumns, seesAllVariants } from './loan-variants';

const user = (roles: Role[], privileges: Privilege[] = []): User =>
  ({ id: 1, username: 'u', roles, allPrivileges: privileges }) as unknown as User;

describe('the loan-variants columns of each user (001 §6)', () => {
  it('an underwriter with the variants-sum-max privilege sees every column and all variants', () => {
    const u = user(['ROLE_UNDERWRITER'], ['view-variants-sum-max']);
    expect(loanVariantColumns(u)).toEqual({ program: true, sumMax: true, paymentMonthlyMax: true, pdn: true });
    expect(seesAllVariants(u)).toBe(true);
    expect(canApplyVariants(u)).toBe(true);
  });

  it('the calculated max sum needs the privilege, whatever the role', () => {
    expect(loanVariantColumns(user(['ROLE_UNDERWRITER'])).sumMax).toBe(false);
    expect(loanVariantColumns(user(['ROLE_VIEWER'], ['view-variants-sum-max'])).sumMax).toBe(true);
  });

  it('a chief underwriter: the credit-program column', () => {
    expect(loanVariantColumns(user(['ROLE_UNDERWRITER_CHIEF'])).program).toBe(true);
  });

  it('a viewer: the max monthly payment, no PDN, no program, no all variants', () => {
    const u = user(['ROLE_VIEWER']);
    expect(loanVariantColumns(u)).toEqual({ program: false, sumMax: false, paymentMonthlyMax: true, pdn: false });
    expect(seesAllVariants(u)).toBe(false);
  });

  it('a credit inspector: no max monthly payment in the admissible table; may apply', () => {
    const u = user(['ROLE_CREDIT_INSPECTOR']);
    expect(loanVariantColumns(u).paymentMonthlyMax).toBe(false);
    expect(canApplyVariants(u)).toBe(true);
  });

  it('GOZ (the operator and the chief) cannot apply variants', () => {
    expect(canApplyVariants(user(['ROLE_GOZ']))).toBe(false);
    expect(canApplyVariants(user(['ROLE_GOZ_CHIEF']))).toBe(false);
    expect(canApplyVariants(undefined)).toBe(false);
  });
});
