import { describe, expect, it } from 'vitest';
import type { User } from '@autocredit/generated/api';
import { tasksApiQuery } from '@/features/task-lists/api/task-lists-api';
import { taskColumns } from './columns';

const user = (roles: User['roles']) => ({ roles, allPrivileges: [] });

describe('the task list columns', () => {
  it('show the deal date to operators, the credit program and the strategy to underwriters', () => {
    const goz = taskColumns(user(['ROLE_GOZ']));
    expect(goz).toContain('dealDate');
    expect(goz).not.toContain('program');
    expect(goz).not.toContain('strategy');
    const underwriter = taskColumns(user(['ROLE_UNDERWRITER']));
    expect(underwriter).toEqual(expect.arrayContaining(['program', 'strategy']));
    expect(underwriter).not.toContain('dealDate');
    const chief = taskColumns(user(['ROLE_UNDERWRITER_CHIEF']));
    expect(chief).toContain('program');
    expect(chief).not.toContain('strategy');
  });
});

describe('the task list query', () => {
  it('asks for the claimed tasks on /task-my only', () => {
    expect(tasksApiQuery('my', { page: 1 })).toEqual({ page: 1, 'taskStatuses[]': ['task_claim'] });
    expect(tasksApiQuery('new', { page: 2, surName: 'Иванов' })).toEqual({ page: 2, surName: 'Иванов' });
  });
});
