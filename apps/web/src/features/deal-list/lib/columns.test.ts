import { describe, expect, it } from 'vitest';
import type { User } from '@autocredit/generated/api';
import { dealColumnFrozen, dealColumns, partnerTime } from './columns';

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

  it('follow the privileges: the underwriter decision, the priority; the actions of a row come last', () => {
    const chief = dealColumns(user(['ROLE_GOZ_CHIEF'], ['change-goz-priority', 'can-view-underwriter-info']), [
      'clientId',
    ]);
    expect(chief.slice(-4)).toEqual(['underwriterDecision', 'clientId', 'clientDecision', 'priority']);
    expect(dealColumns(user(['ROLE_AUDITOR']), [])).not.toContain('priority');
  });

  it('keep the number and the client on the left, the actions of a row on the right', () => {
    const chief = user(['ROLE_GOZ_CHIEF'], ['change-goz-priority']);
    const frozen = (u: ReturnType<typeof user>) =>
      dealColumns(u, []).map((c) => `${c}${dealColumnFrozen(c, u) ? `:${dealColumnFrozen(c, u)}` : ''}`);
    expect(frozen(chief).filter((c) => c.includes(':'))).toEqual([
      'id:left',
      'client:left',
      'clientDecision:right',
      'priority:right',
    ]);
    // The right-frozen columns are the last ones (a sticky column needs its frozen neighbours beside it).
    expect(frozen(chief).slice(-2)).toEqual(['clientDecision:right', 'priority:right']);
    // An underwriter has no buttons there: the empty column scrolls with the rest.
    expect(frozen(user(['ROLE_UNDERWRITER'])).filter((c) => c.includes(':'))).toEqual(['id:left', 'client:left']);
  });
});

describe('the partner time', () => {
  it('is shifted by the local time-zone offset', () => {
    expect(partnerTime('2026-11-20T12:00:00Z', -180)?.toISOString()).toBe('2026-11-20T09:00:00.000Z');
    expect(partnerTime(null)).toBeNull();
  });
});
