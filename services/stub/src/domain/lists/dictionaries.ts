import type { DealListFilter, DictionaryItem, TaskListFilter } from '@autocredit/generated/api';
import { inGroup } from '../auth/roles';
import { BUSINESS_LOGICS, PROGRAMS, STATUSES, STRATEGIES } from '../world/seed/catalog-deals';
import { CITIES, REGIONS, SALE_POINTS } from '../world/seed/catalog-places';
import type { World } from '../world/world';
import type { Scope } from './scope';

export type ListKind = 'deals' | 'history' | 'tasks';

/**
 * The dictionaries of the filter panel: every status the list can show (the history: the final ones; the task
 * lists: those with open tasks), the employees (workers of the viewer's sale points and of the bank), business
 * logics, programs, strategies, and the regions and sale points the viewer sees.
 */
export function dictionaries(world: World, scope: Scope, kind: ListKind): DealListFilter {
  const points = scope.salePoints ?? SALE_POINTS.map((_, i) => i);
  const pointIds = new Set(points.map((p) => SALE_POINTS[p]!.id));
  const statuses = STATUSES.filter((s) => (kind === 'history' ? s.finished : kind === 'tasks' ? !s.finished : true));
  const users = world.staff
    .filter((s) => inGroup(s.roles, 'workers'))
    .filter((s) => s.salePointId === null || pointIds.has(s.salePointId))
    .sort((a, b) => a.fio.localeCompare(b.fio, 'ru'));
  const regionIndexes = [...new Set(points.map((p) => CITIES[SALE_POINTS[p]!.city]!.regionIndex))].sort((a, b) =>
    REGIONS[a]!.name.localeCompare(REGIONS[b]!.name, 'ru'),
  );
  const item = (value: string | number, label: string): DictionaryItem => ({ value, label });
  return {
    statuses: statuses.map((s) => item(s.code, s.title)),
    users: users.map((s) => item(s.id, s.fio)),
    businessLogic: BUSINESS_LOGICS.map((b) => item(b.code, b.title)),
    programs: PROGRAMS.map((p) => item(p.id, p.name)),
    strategies: STRATEGIES.map((s) => item(s.id, s.name)),
    regions: regionIndexes.map((r) => item(REGIONS[r]!.code, REGIONS[r]!.name)),
    salePoints: points
      .map((p) => SALE_POINTS[p]!)
      .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
      .map((s) => item(s.id, s.name)),
  };
}

export function taskDictionaries(world: World, scope: Scope): TaskListFilter {
  const { users: _users, ...rest } = dictionaries(world, scope, 'tasks');
  return rest;
}

/**
 * The dictionaries by list kind and viewer scope, built once and kept while the world stays the same (a change of
 * the world, `world.version`, drops them all), with their JSON bytes: the lists send the same dictionaries with
 * every page, so they are neither rebuilt nor serialised per request. The objects handed out are shared: their
 * users never change them.
 */
export class DictionaryCache {
  private version = -1;
  private readonly built = new Map<string, DealListFilter | TaskListFilter>();
  /** The JSON of every object `get` handed out (a WeakMap: dropped with the objects of older versions). */
  private readonly bytes = new WeakMap<object, Buffer | null>();

  constructor(private readonly world: World) {}

  get(scope: Scope, kind: 'deals' | 'history'): DealListFilter;
  get(scope: Scope, kind: 'tasks'): TaskListFilter;
  get(scope: Scope, kind: ListKind): DealListFilter | TaskListFilter {
    const { world } = this;
    if (this.version !== world.version) {
      this.built.clear();
      this.version = world.version;
    }
    const key = `${kind}:${scope.key}`;
    let found = this.built.get(key);
    if (!found) {
      found = kind === 'tasks' ? taskDictionaries(world, scope) : dictionaries(world, scope, kind);
      this.built.set(key, found);
      this.bytes.set(found, null);
    }
    return found;
  }

  /** The UTF-8 JSON of dictionaries: of those `get` handed out serialised once, of any other object each time. */
  json(value: DealListFilter | TaskListFilter): Buffer {
    const cached = this.bytes.get(value);
    if (cached) return cached;
    const json = Buffer.from(JSON.stringify(value));
    if (cached === null) this.bytes.set(value, json);
    return json;
  }
}
