import { describe, expect, it } from 'vitest';
import { taskPageHref } from './task-page';

describe('the page a task opens on', () => {
  it('is the task page of its role, with justClaimed only for the underwriter after a claim', () => {
    expect(taskPageHref({ id: 7, dealId: 3, currentRole: 'goz' }, { justClaimed: true })).toBe('/task-goz/7');
    expect(taskPageHref({ id: 7, dealId: 3, currentRole: 'underwriter' }, { justClaimed: true })).toBe(
      '/task-underwriter/7?justClaimed=true',
    );
    expect(taskPageHref({ id: 7, dealId: 3, currentRole: 'underwriter' })).toBe('/task-underwriter/7');
    expect(taskPageHref({ id: 7, dealId: 3, currentRole: 'credit-inspector-checker' })).toBe('/tacheck-ci/7');
    expect(taskPageHref({ id: 7, dealId: 3, currentRole: 'release-manager' })).toBe('/task-release-manager/7');
  });

  it('is the short form of the deal for a fast decision, the deal page for a role without a page', () => {
    expect(taskPageHref({ id: 7, dealId: 3, currentRole: 'goz', processName: 'fast_decision' })).toBe(
      '/short-request-person/3',
    );
    expect(taskPageHref({ id: 7, dealId: 3, currentRole: 'somebody' })).toBe('/deal/3');
    expect(taskPageHref({ id: 7, dealId: 3 })).toBe('/deal/3');
  });
});
