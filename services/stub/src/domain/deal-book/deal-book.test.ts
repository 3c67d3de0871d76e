import { describe, expect, it } from 'vitest';
import { clientApprove, clientRefuse, claimTask, dealTasks } from '../process';
import { actor } from '../../testing/process-fixtures';
import { WORLD_FORM_DICTIONARIES } from '../world/form-source';
import { World } from '../world/world';
import { DealBook } from './deal-book';

const SEED = 20261122;
const setup = () => {
  const world = new World({ seed: SEED, deals: 300 });
  return { world, book: new DealBook(world, { now: () => Date.parse('2026-11-22T09:00:00Z') }) };
};
const rowsWith = (world: World, code: string) =>
  Array.from({ length: world.deals.count }, (_, d) => d).filter((d) => world.statusOf(d).code === code);

describe('the deal book', () => {
  it("records the client's answer in the process and in the world, and refuses other statuses", () => {
    const { world, book } = setup();
    const [agrees, refuses] = rowsWith(world, 'client_waiting');
    book.commit(agrees!, clientApprove(book.entry(agrees!).state, book.context()));
    expect(world.statusOf(agrees!).code).toBe('client_approved');
    expect(world.taskKind(world.deals.currentTask[agrees!]!).key).toBe('credit_inspection');
    expect(dealTasks(book.entry(agrees!).state)).toMatchObject([
      { id: world.taskId(world.deals.currentTask[agrees!]!), taskDefinitionKey: 'credit_inspection' },
    ]);
    book.commit(refuses!, clientRefuse(book.entry(refuses!).state, book.context()));
    expect(world.statusOf(refuses!).code).toBe('client_refused');
    expect(world.deals.currentTask[refuses!]).toBe(-1);
    expect(Number.isNaN(world.deals.finishedAt[refuses!]!)).toBe(false);
    expect(() => clientApprove(book.entry(agrees!).state, book.context())).toThrow('Заявка не ожидает решения клиента');
  });

  it('finds a task by id with its deal; a task id of no deal is not found', () => {
    const { world, book } = setup();
    const deal = world.deals.count - 1;
    const task = world.dealTasks(deal)[0]!;
    expect(book.findTask(world.taskId(task))).toMatchObject({ deal, task: { id: world.taskId(task) } });
    expect(book.findTask(world.taskId(world.tasks.count))).toBeUndefined();
  });

  it('saves the touched deals without the shared dictionaries and restores them with them', () => {
    const { world, book } = setup();
    const [deal] = rowsWith(world, 'underwriting');
    const open = dealTasks(book.entry(deal!).state)[0]!;
    if (open.assignee === null)
      book.commit(deal!, claimTask(book.entry(deal!).state, open.id, actor('underwriter'), book.context()));
    const source = book.entry(deal!).source;
    book.saveSource(deal!, { ...source, client: { ...source.client, email: 'client@example.ru' } });

    const snapshot = JSON.parse(JSON.stringify(book.snapshot()));
    expect(snapshot.deals).toHaveLength(1);
    expect(snapshot.deals[0].source.dictionaries).toBeUndefined();

    const other = setup();
    other.world.restore(world.snapshot());
    other.book.restore(snapshot);
    const restored = other.book.entry(deal!);
    expect(restored.source.client.email).toBe('client@example.ru');
    expect(restored.source.dictionaries).toBe(WORLD_FORM_DICTIONARIES);
    expect(restored.state).toEqual(book.entry(deal!).state);
  });

  it('keeps in its snapshot the deals that changed, not those only read', () => {
    const { world, book } = setup();
    book.entry(1);
    book.currentSource(2);
    const { source } = book.entry(3);
    book.saveSource(3, { ...source, underwriter: { ...source.underwriter, comment: 'Изменена' } });
    expect(book.snapshot().deals.map((e) => e.state.dealId)).toEqual([world.dealId(3)]);
  });

  it('refuses a snapshot of deals this world does not have, and keeps its state', () => {
    const { world, book } = setup();
    const { source } = book.entry(0);
    book.saveSource(0, { ...source, underwriter: { ...source.underwriter, comment: 'Изменена' } });
    expect(() => book.restore({ deals: [{ state: { dealId: 1 }, source: {} }] } as never)).toThrow(/unknown deal/);
    expect(() => book.restore({} as never)).toThrow(/deals array/);
    expect(book.snapshot().deals.map((e) => e.state.dealId)).toEqual([world.dealId(0)]);
  });
});
