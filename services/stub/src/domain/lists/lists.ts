import type {
  DealListFilter,
  DealListItem,
  SecurityReportItem,
  TaskListFilter,
  TaskListItem,
} from '@autocredit/generated/api';
import type { World } from '../world/world';
import { ClauseBuilder } from './clauses';
import { DealIndex } from './deal-index';
import { DictionaryCache } from './dictionaries';
import type { ListFilter } from './filters';
import { ItemBuilder, type Columns } from './items';
import { pageJson } from './page-json';
import { execute, type Clause, type Order } from './query';
import { scopeOf, taskRolesOf, type Scope, type Viewer } from './scope';
import { photoUrl } from './security-photos';

export interface Paging {
  page: number;
  perPage: number;
}

export interface DealPage {
  deals: DealListItem[];
  count: number;
  filter: DealListFilter;
}

export interface TaskPage {
  tasks: TaskListItem[];
  count: number;
  filter: TaskListFilter;
}

/**
 * The lists over the world (000 §2.6, §2.7, §2.9): the deal list and history, the task lists, the security report.
 * Queries are answered from the indexes of DealIndex: no list is scanned whole.
 */
export class Lists {
  readonly index: DealIndex;
  private readonly clauses: ClauseBuilder;
  private readonly items: ItemBuilder;
  private readonly dictionaries: DictionaryCache;

  constructor(private readonly world: World) {
    this.index = new DealIndex(world);
    this.clauses = new ClauseBuilder(world, this.index);
    this.items = new ItemBuilder(world);
    this.dictionaries = new DictionaryCache(world);
  }

  private scopeClauses(viewer: Viewer): { clauses: Clause[]; scope: Scope } {
    const scope = scopeOf(this.world, viewer);
    return { clauses: scope.salePoints ? [this.clauses.salePoints(scope.salePoints)] : [], scope };
  }

  /** Whether the viewer sees the deal (operators: their sale point's; GOZ chiefs: their holding's). */
  visible(viewer: Viewer, deal: number): boolean {
    const scope = scopeOf(this.world, viewer);
    return scope.salePoints === null || scope.salePoints.includes(this.world.deals.salePoint[deal]!);
  }

  /**
   * The deal list, newest first; the history holds the finished deals (their process is over: issued, rejected,
   * refused by the client, canceled). Duplicate searches (`excludeDealId` or `inn`) also give the client's employer.
   * The process-viewer links go to the chief roles only, the underwriter decision to can-view-underwriter-info.
   */
  deals(viewer: Viewer, filter: ListFilter, paging: Paging, history: boolean): DealPage {
    const { clauses, scope } = this.scopeClauses(viewer);
    if (history) clauses.push(this.clauses.finished());
    clauses.push(...this.clauses.of(filter));
    const states = this.clauses.taskStates(filter.taskStatuses, filter.needAssignee === true);
    if (states) clauses.push(states);
    const page = execute(
      this.world.deals.count,
      clauses,
      { kind: 'rowDesc' },
      (paging.page - 1) * paging.perPage,
      paging.perPage,
    );
    const withEmployer = filter.excludeDealId !== undefined || filter.inn !== undefined;
    const columns: Columns = {
      processLinks: viewer.roles.some((r) => r === 'ROLE_GOZ_CHIEF' || r === 'ROLE_UNDERWRITER_CHIEF'),
      underwriterDecision: viewer.privileges.includes('can-view-underwriter-info'),
    };
    return {
      deals: page.rows.map((d) => this.items.deal(d, withEmployer, columns)),
      count: page.count,
      filter: this.dictionaries.get(scope, history ? 'history' : 'deals'),
    };
  }

  /**
   * Every deal of the deal list that passes the filter (the viewer's scope too), newest first: the rows of a report.
   * Answered from the same indexes as the list (no page, no items built).
   */
  dealRows(viewer: Viewer, filter: ListFilter): number[] {
    const { clauses } = this.scopeClauses(viewer);
    clauses.push(...this.clauses.of(filter));
    return execute(this.world.deals.count, clauses, { kind: 'rowDesc' }, 0, Number.MAX_SAFE_INTEGER).rows;
  }

  /**
   * The task lists: the open tasks of the viewer's roles (`taskStatuses[]=task_claim` alone: the viewer's own tasks
   * in work, of any role), newest first; the underwriter list holds the underwriters' tasks (`isFree`: only those
   * nobody works) and sorts by the start of the underwriting stage on request.
   */
  tasks(viewer: Viewer, filter: ListFilter, paging: Paging, underwriter: boolean, sort?: 'ASC' | 'DESC'): TaskPage {
    const { world, index } = this;
    const me = world.staffById(viewer.id)?.index;
    const { clauses, scope } = this.scopeClauses(viewer);
    const mine = filter.taskStatuses?.size === 1 && filter.taskStatuses.has('task_claim');
    if (underwriter) clauses.push(this.clauses.taskRoles(['underwriter']));
    else if (!mine) clauses.push(this.clauses.taskRoles(taskRolesOf(viewer)));
    clauses.push(...this.clauses.of(filter));
    const states = this.clauses.taskStates(
      filter.taskStatuses,
      filter.needAssignee === true || filter.isFree === true,
      me ?? -1,
    );
    // The role clause (or, for the own tasks, the assignee) already keeps the deals with an open task.
    if (states) clauses.push(states);
    const field = underwriter && sort ? index.underwriterQueue : index.taskOrder;
    const order: Order = {
      kind: 'key',
      key: (d) => field.keyOf(d),
      descending: !(underwriter && sort === 'ASC'),
      count: field.index.count,
      at: (position) => field.index.value(position),
    };
    const page = execute(world.deals.count, clauses, order, (paging.page - 1) * paging.perPage, paging.perPage);
    return {
      tasks: page.rows.map((d) => this.items.task(d)),
      count: page.count,
      filter: this.dictionaries.get(scope, 'tasks'),
    };
  }

  /**
   * The JSON of a page of `deals` or `tasks` as the list routes answer it, `{"result": page}`: the dictionaries are
   * spliced in from the bytes serialised when they were built.
   */
  pageJson(page: DealPage | TaskPage): Buffer {
    const filter = this.dictionaries.json(page.filter);
    return 'deals' in page
      ? pageJson('deals', page.deals, page.count, filter)
      : pageJson('tasks', page.tasks, page.count, filter);
  }

  /**
   * The security-service report: the clients, newest first, with their photos (URLs only for `withPhotos`).
   * Filters: the client id (`filter.dealId`), names, birth date and when the client first applied.
   */
  securityReport(
    filter: ListFilter,
    paging: Paging,
    withPhotos: boolean,
  ): { items: SecurityReportItem[]; count: number } {
    const { world } = this;
    const clauses = this.clauses.of(filter, 'client');
    const page = execute(
      world.clients.count,
      clauses,
      { kind: 'rowDesc' },
      (paging.page - 1) * paging.perPage,
      paging.perPage,
    );
    return {
      items: page.rows.map((c) => ({
        id: world.clientId(c),
        name: world.clientName(c),
        files: withPhotos ? Array.from({ length: world.clients.photos[c]! }, (_, k) => photoUrl(c, k)) : [],
      })),
      count: page.count,
    };
  }
}
