import { describe, expect, it } from 'vitest';
import type { Role } from '@autocredit/generated/api';
import { TASK_DEFINITIONS } from '../process/definitions';
import { ROLE_GROUPS, ROLE_TITLES, inGroup } from './roles';

describe('the role groups', () => {
  it('name only known roles, each once', () => {
    for (const [name, roles] of Object.entries(ROLE_GROUPS)) {
      expect(
        roles.filter((r) => !(r in ROLE_TITLES)),
        name,
      ).toEqual([]);
      expect(new Set(roles).size, name).toBe(roles.length);
    }
  });

  it('nest: operators and underwriters are workers, workers work tasks and read the deal list', () => {
    const { operators, underwriters, workers, taskWorkers, dealListReaders } = ROLE_GROUPS;
    const within = (inner: readonly Role[], outer: readonly Role[]) => inner.filter((r) => !outer.includes(r));
    expect(within([...operators, ...underwriters], workers)).toEqual([]);
    expect(within(workers, taskWorkers)).toEqual([]);
    expect(within(workers, dealListReaders)).toEqual([]);
    expect(within(taskWorkers, workers)).toEqual(['ROLE_PLEDGE_EDITOR']);
  });

  it('are the candidate groups of the process tasks', () => {
    expect(TASK_DEFINITIONS.underwriter_check.candidates).toBe(ROLE_GROUPS.underwriters);
    expect(TASK_DEFINITIONS.goz_data_entry.candidates).toBe(ROLE_GROUPS.operators);
  });

  it('answer whether any of some roles is in a group', () => {
    expect(inGroup(['ROLE_VIEWER', 'ROLE_UNDERWRITER_EXTERNAL'], 'underwriters')).toBe(true);
    expect(inGroup(['ROLE_GOZ'], 'bankWide')).toBe(false);
    expect(inGroup([], 'workers')).toBe(false);
  });
});
