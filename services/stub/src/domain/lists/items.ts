import type { DealClientEmployer, DealListItem, HoldingRef, PartnerRef, TaskListItem } from '@autocredit/generated/api';
import { APPLICATION_TYPE_LABELS, DECISION_LABELS, PROGRAMS, STRATEGIES } from '../world/seed/catalog-deals';
import { CITIES, HOLDINGS, POINT_TYPES, REGIONS, SALE_POINTS } from '../world/seed/catalog-places';
import { RESCORED_COLOR, REWORKED_COLOR } from '../process/definitions';
import { isoAt } from '../world/time';
import type { World } from '../world/world';

/** What lists say of a sale point: built once, shared by every row (never changed). */
const PARTNERS: readonly PartnerRef[] = SALE_POINTS.map((s) => ({
  id: s.id,
  brandName: s.brand,
  specialName: s.name,
  pointTypeShortTitle: POINT_TYPES[s.pointType]!.short,
  isWithoutAcceptAct: s.isWithoutAcceptAct,
}));
const TASK_PARTNERS: readonly PartnerRef[] = SALE_POINTS.map((s) => ({
  brandName: s.brand,
  specialName: s.name,
  pointTypeShortTitle: POINT_TYPES[s.pointType]!.short,
}));
const HOLDING_REFS: readonly (HoldingRef | null)[] = SALE_POINTS.map((s) => {
  const holding = HOLDINGS.find((h) => h.id === s.holdingId);
  return holding ? { name: holding.name } : null;
});
const REGION_OF: readonly (typeof REGIONS)[number][] = SALE_POINTS.map((s) => REGIONS[CITIES[s.city]!.regionIndex]!);

/** Which of the privileged columns of the deal list a viewer gets. */
export interface Columns {
  processLinks: boolean;
  underwriterDecision: boolean;
}
const ALL_COLUMNS: Columns = { processLinks: true, underwriterDecision: true };

const COCKPIT = 'https://cockpit.autocredit.example/#/process-instance/';
const EXCAMAD = 'https://excamad.autocredit.example/instances/';

/** Builds the rows of the lists from the world on demand. */
export class ItemBuilder {
  constructor(private readonly world: World) {}

  private staffFio(index: number): string | null {
    return index >= 0 ? this.world.staff[index]!.fio : null;
  }

  private staffUsername(index: number): string | null {
    return index >= 0 ? this.world.staff[index]!.username : null;
  }

  employerOf(c: number): DealClientEmployer | null {
    const e = this.world.employers[this.world.clients.employer[c]!];
    return e
      ? {
          name: e.shortName,
          inn: e.inn,
          organizationAddressLegal: e.addressLegal,
          organizationAddressActual: e.addressActual,
        }
      : null;
  }

  /**
   * A deal row. `columns` says what the viewer may see: the process-viewer links (the chief roles' context menu)
   * and the underwriter decision (can-view-underwriter-info); null otherwise.
   */
  deal(d: number, withEmployer = false, columns: Columns = ALL_COLUMNS): DealListItem {
    const { world } = this;
    const { deals, tasks, decisions } = world;
    const c = deals.client[d]!;
    const sp = deals.salePoint[d]!;
    const created = deals.createdAt[d]!;
    const finishedAt = deals.finishedAt[d]!;
    const running = Number.isNaN(finishedAt);
    const status = world.statusOf(d);
    const strategy = STRATEGIES[deals.strategy[d]!];
    // The active user tasks of the deal's process (the contract's history example: none once it is over).
    const t = deals.currentTask[d]!;
    const userTasks: DealListItem['userTasks'] =
      t < 0
        ? []
        : [
            {
              name: world.taskKind(t).name,
              assignee: this.staffFio(tasks.assignee[t]!),
              created: isoAt(tasks.created[t]!),
            },
          ];
    const decisionRefs: DealListItem['decisions'] = [];
    for (let x = deals.lastDecision[d]!; x >= 0; x = decisions.previous[x]!)
      decisionRefs.push({ createdAt: isoAt(decisions.at[x]!) });
    const last = deals.lastDecision[d]!;
    const processId = running && columns.processLinks ? world.processInstanceId(d) : null;
    return {
      id: world.dealId(d),
      client: {
        id: world.clientId(c),
        name: world.clientName(c),
        ...(withEmployer && { employer: this.employerOf(c) }),
      },
      strategyName: strategy?.name ?? null,
      createdAt: isoAt(created),
      createdUserName: this.staffFio(deals.creator[d]!),
      status: status.title,
      statusCode: status.code,
      holding: HOLDING_REFS[sp]!,
      partner: PARTNERS[sp]!,
      partnerTimestamp: isoAt(created, REGION_OF[sp]!.offset),
      userTasks,
      decisions: decisionRefs,
      decisionTypeLabel: APPLICATION_TYPE_LABELS[deals.businessLogic[d]!] ?? null,
      decisionForUderwriterLabel:
        last >= 0 && columns.underwriterDecision ? DECISION_LABELS[decisions.outcome[last]!]! : null,
      gozPriority: deals.priority[d]!,
      processes: {
        autocredit: {
          finishProcessAt: running ? null : isoAt(finishedAt),
          cockpitUrl: processId && COCKPIT + processId,
          excamadUrl: processId && EXCAMAD + processId,
        },
      },
    };
  }

  /** The row colour of a task, as the process engine gives it: rescored, of a reworked deal, or its definition's. */
  taskColor(t: number): string {
    const { deals, tasks } = this.world;
    const kind = this.world.taskKind(t);
    if (tasks.rescored[t]) return RESCORED_COLOR;
    if (deals.reworked[tasks.deal[t]!] && (kind.role === 'goz' || kind.role === 'underwriter')) return REWORKED_COLOR;
    return kind.color;
  }

  /** The row of a deal's open task. */
  task(d: number): TaskListItem {
    const { world } = this;
    const { deals, tasks, clients } = world;
    const t = deals.currentTask[d]!;
    const c = deals.client[d]!;
    const sp = deals.salePoint[d]!;
    const created = deals.createdAt[d]!;
    const kind = world.taskKind(t);
    const series = clients.passportSeries[c]!;
    const number = clients.passportNumber[c]!;
    return {
      id: world.taskId(t),
      assignee: this.staffUsername(tasks.assignee[t]!),
      assigneeFio: this.staffFio(tasks.assignee[t]!),
      currentRole: kind.role,
      strategyName: STRATEGIES[deals.strategy[d]!]?.name ?? null,
      programmName: PROGRAMS[deals.program[d]!]?.name ?? null,
      lastAssignee: this.staffUsername(tasks.lastAssignee[t]!),
      taskColor: this.taskColor(t),
      name: kind.name,
      created: isoAt(tasks.created[t]!),
      unclaimCount: tasks.unclaimCount[t]!,
      isTaskWasRescored: tasks.rescored[t] === 1,
      isDealWasReworked: deals.reworked[d] === 1,
      deal: {
        id: world.dealId(d),
        costRequested: deals.costRequested[d]!,
        term: deals.term[d]! || null,
        status: world.statusOf(d).title,
        createdAt: isoAt(created),
        partnerRegion: REGION_OF[sp]!.name,
        partnerTimestamp: isoAt(created, REGION_OF[sp]!.offset),
        holding: HOLDING_REFS[sp]!,
        partner: TASK_PARTNERS[sp]!,
        client: {
          id: world.clientId(c),
          name: world.clientName(c),
          passport:
            series === 0 && number === 0
              ? null
              : { series: String(series).padStart(4, '0'), number: String(number).padStart(6, '0') },
        },
      },
    };
  }
}
