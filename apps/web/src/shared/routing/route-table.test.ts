import { describe, expect, it } from 'vitest';
import type { Role } from '@autocredit/generated/api';
import { isAllowed } from '@/shared/policies/access';
import { routeByName } from './route-table';

const userOf = (role: Role) => ({ roles: [role], allPrivileges: [] });

describe('the calculators by route (000 §2.1, §2.3, §6)', () => {
  it('lets only operators reach the calculator that creates a deal', () => {
    const access = routeByName('create-short-request').access;
    expect(isAllowed(userOf('ROLE_GOZ'), access)).toBe(true);
    expect(isAllowed(userOf('ROLE_CREDIT_CALCULATOR'), access)).toBe(false);
    expect(isAllowed(userOf('ROLE_UNDERWRITER'), access)).toBe(false);
  });

  it('gives the calculator-only user the calculator without deal creation', () => {
    expect(isAllowed(userOf('ROLE_CREDIT_CALCULATOR'), routeByName('credit-calculator-lite').access)).toBe(true);
  });
});
