import { describe, expect, it } from 'vitest';
import { World } from '../world/world';
import { callerOf } from './call-targets';

describe('who places a call', () => {
  const world = new World({ seed: 20261122, deals: 50 });
  const users = { get: (id: number) => (id === 6 ? { fio: 'Смирнова Ольга Викторовна' } : undefined) };

  it("is the user's name, else the world's staff member's of that id, else no name", () => {
    expect(callerOf({ users, world }, 6)).toEqual({ id: 6, fio: 'Смирнова Ольга Викторовна' });
    const staff = world.staff.find((s) => s.id !== 6)!;
    expect(callerOf({ users, world }, staff.id)).toEqual({ id: staff.id, fio: staff.fio });
    expect(callerOf({ users, world }, -1)).toEqual({ id: -1, fio: '' });
  });
});
