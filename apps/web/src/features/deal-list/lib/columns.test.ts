import { describe, expect, it } from 'vitest';
import type { User } from '@autocredit/generated/api';
import { dealColumns, partnerTime } from './columns';

const user = (roles: User['roles'], allPrivileges: User['allPrivileges'] = []) => ({ roles, allPrivileges });

describe('the deal table columns', () => {
  it('are 13 without privileges, 14 for an underwriter (the strategy)', () => {
    expect(dealColumns(user(['ROLE_VIEWER']), [])).toHaveLength(13);
    expect(dealColumns(user(['ROLE_GOZ']), [])).toHaveLength(13);
    const underwriter = dealColumns(user(['ROLE_UNDERWRITER']), []);
    expect(underwriter).toHaveLength(14);
    expect(underwriter).toContain('strategy');
    expect(dealColumns(user(['ROLE_UNDERWRITER_CHIEF']), [])).not.toContain('strategy');
  });

  it('follow the privileges: the underwriter decision, the priority; the shown optional columns come last', () => {
    const chief = dealColumns(user(['ROLE_GOZ_CHIEF'], ['change-goz-priority', 'can-view-underwriter-info']), [
      'clientId',
    ]);
    expect(chief.slice(-4)).toEqual(['clientDecision', 'underwriterDecision', 'priority', 'clientId']);
    expect(dealColumns(user(['ROLE_AUDITOR']), [])).not.toContain('priority');
  });
});

describe('the partner time', () => {
  it('is shifted by the local time-zone offset', () => {
    expect(partnerTime('2026-11-20T12:00:00Z', -180)?.toISOString()).toBe('2026-11-20T09:00:00.000Z');
    expect(partnerTime(null)).toBeNull();
  });
});
