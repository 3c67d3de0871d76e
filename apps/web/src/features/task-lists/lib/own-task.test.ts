import { describe, expect, it } from 'vitest';
import type { TaskListItem } from '@autocredit/generated/api';
import { ownTaskHref } from './own-task';

const task = (assignee: string | null, currentRole: string | null) =>
  ({ id: 501, assignee, currentRole, deal: { id: 100245 } }) as unknown as TaskListItem;

describe("the way back to one's own task", () => {
  it("opens the task page of the task's role for its assignee", () => {
    expect(ownTaskHref(task('goz', 'goz'), { username: 'goz' })).toBe('/task-goz/501');
    expect(ownTaskHref(task('underwriter', 'underwriter'), { username: 'underwriter' })).toBe('/task-underwriter/501');
    expect(ownTaskHref(task('ri', 'release-manager'), { username: 'ri' })).toBe('/task-release-manager/501');
  });

  it("is not offered on another's task, a free one, or a role without a task page", () => {
    expect(ownTaskHref(task('goz', 'goz'), { username: 'goz_chief' })).toBeNull();
    expect(ownTaskHref(task(null, 'goz'), { username: 'goz' })).toBeNull();
    expect(ownTaskHref(task('goz', 'unknown-role'), { username: 'goz' })).toBeNull();
  });
});
