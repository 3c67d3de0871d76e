import type { AssignmentAgreement, FieldError, Pledge, PledgeTask, operations } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import { parseMoment } from '../lists/filters';
import { instanceId } from '../process/draft';
import type { PledgeRecord } from './records';
import { isoAt } from '../world/time';
import { takeOffInstanceId } from './registry';
import {
  agreementView,
  CONTRACT_NAME,
  contractNumberOf,
  pledgeData,
  pledgeTaskView,
  pledgeView,
  type PledgeViewParts,
} from './views';
import { pageOf, pagingOf, type Paging } from '../lists/paging';

/** The query of the pledge lists (`GET /api/pledge/user_task_list` takes the task states too). */
export type PledgeListQuery = NonNullable<operations['listPledgeTasks']['parameters']['query']>;
export type AgreementListQuery = NonNullable<operations['listAssignmentAgreements']['parameters']['query']>;

const BAD_FORMAT = 'Неверный формат значения';

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
const lower = (text: string) => text.trim().toLowerCase().replaceAll('ё', 'е');
const contains = (value: string | null | undefined, wanted: string) =>
  value !== null && value !== undefined && lower(value).includes(wanted);

/** A pledge with what the filters read, worked out once per request. */
interface Row {
  pledge: PledgeRecord;
  id: number;
}

/** Who asks: the user's username (their own claimed tasks) and how a registrar's e-mail is found. */
export interface ListAsker {
  username: string;
  emailOf(username: string): string | null;
}

/** The e-mail of a user the stub does not hold (a registrar of the seeded world): made from the username. */
export const fallbackEmail = (username: string) => `${username}@autocredit.example`;

/** Who asks for a pledge list: the registrars' e-mails are the users' own, else made from their usernames. */
export const listAsker = (
  users: { byUsername(username: string): { email?: string | null } | undefined },
  username: string,
): ListAsker => ({
  username,
  emailOf: (registrar) => users.byUsername(registrar)?.email ?? fallbackEmail(registrar),
});

/**
 * The filters of 002 §2 'Pledge lists' as one test of a pledge (AND of the given ones; text filters match a substring,
 * case-insensitively; the VIN its beginning); 400 with field errors for a malformed date.
 */
function pledgeFilter(
  parts: PledgeViewParts,
  query: PledgeListQuery,
  asker: ListAsker,
): ((row: Row) => boolean) | null {
  const { world, pledges } = parts;
  const errors: FieldError[] = [];
  const tests: Array<(row: Row) => boolean> = [];
  const data = (row: Row) => pledgeData(parts, row.pledge);

  if (query.id !== undefined) tests.push((r) => world.dealId(r.pledge.deal) === query.id);
  if (query.pledgeId !== undefined) tests.push((r) => r.id === query.pledgeId);
  const names = [
    ['surName', 'last'],
    ['firstName', 'first'],
    ['middleName', 'middle'],
  ] as const;
  for (const [key, part] of names) {
    const value = query[key];
    if (!given(value)) continue;
    const wanted = lower(value);
    tests.push((r) => data(r).pledgors.some((p) => contains(p.name[part], wanted)));
  }
  if (given(query.registrationId)) {
    const wanted = lower(query.registrationId);
    tests.push((r) => {
      const n = pledges.numbersOf(world, r.pledge);
      return [n.registrationId, n.notificationReferenceNumber, n.notificationId].some((v) => contains(v, wanted));
    });
  }
  if (given(query.notificationId)) {
    const wanted = lower(query.notificationId);
    tests.push((r) => contains(pledges.numbersOf(world, r.pledge).notificationId, wanted));
  }
  if (given(query.registrarEmail)) {
    const wanted = lower(query.registrarEmail);
    tests.push((r) => {
      const registrar = registrarOf(parts, r.pledge);
      return registrar !== null && contains(asker.emailOf(registrar), wanted);
    });
  }
  if (given(query.vin)) {
    const wanted = lower(query.vin);
    tests.push((r) => data(r).vehicles.some((v) => lower(v.vin).startsWith(wanted)));
  }
  if (given(query.vehicleDescription)) {
    const wanted = lower(query.vehicleDescription);
    tests.push((r) => data(r).vehicles.some((v) => contains(v.description, wanted)));
  }
  if (given(query.contractDate)) {
    const from = parseMoment(query.contractDate, false);
    if (from === undefined) errors.push({ propertyPath: 'contractDate', message: BAD_FORMAT });
    else {
      const day = isoAt(from).slice(0, 10);
      tests.push((r) => {
        const issued = world.deals.finishedAt[r.pledge.deal]!;
        return !Number.isNaN(issued) && isoAt(issued).slice(0, 10) === day;
      });
    }
  }
  if (given(query.contractName)) {
    const wanted = lower(query.contractName);
    tests.push(() => contains(CONTRACT_NAME, wanted));
  }
  if (given(query.contractNumber)) {
    const wanted = lower(query.contractNumber);
    tests.push((r) => contains(contractNumberOf(world, r.pledge.deal), wanted));
  }
  if (given(query.assignmentAgreementContractNumber)) {
    const wanted = lower(query.assignmentAgreementContractNumber);
    tests.push((r) => contains(pledges.agreementOf(r.id)?.contractNumber, wanted));
  }
  if (given(query.status)) {
    const statuses = new Set(query.status.split(',').map((s) => s.trim()));
    tests.push((r) => statuses.has(r.pledge.status));
  }
  if (given(query.camundaId)) {
    const wanted = lower(query.camundaId);
    tests.push((r) => contains(instanceId('pledge', r.id), wanted) || contains(takeOffInstanceId(r.id), wanted));
  }
  if (given(query.createdFrom) || given(query.createdTo)) {
    const lo = given(query.createdFrom) ? parseMoment(query.createdFrom, false) : -Infinity;
    const hi = given(query.createdTo) ? parseMoment(query.createdTo, true) : Infinity;
    if (lo === undefined) errors.push({ propertyPath: 'createdFrom', message: BAD_FORMAT });
    if (hi === undefined) errors.push({ propertyPath: 'createdTo', message: BAD_FORMAT });
    if (lo !== undefined && hi !== undefined) tests.push((r) => r.pledge.createdAt >= lo && r.pledge.createdAt <= hi);
  }
  if (errors.length > 0) throw new DomainError('invalid', errors[0]!.message, errors);
  // null: no filter given, every pledge passes
  return tests.length === 0 ? null : (row) => tests.every((test) => test(row));
}

/** Who sent the pledge to the registry: the editor of its last completed pledge task. */
export function registrarOf(parts: PledgeViewParts, pledge: PledgeRecord): string | null {
  const tasks = parts.deals.currentState(pledge.deal).tasks.filter((t) => t.processName === 'pledge');
  const done = tasks.filter((t) => t.status === 'task_complete').at(-1);
  return done ? (done.assignee ?? done.lastAssignee) : null;
}

/**
 * The pledges newest first (by creation, then id), kept per pledge table until a pledge is added: a pledge's creation
 * never changes, so the lists walk this order instead of sorting every pledge on every request.
 */
const newestFirst = new WeakMap<readonly PledgeRecord[], Int32Array>();
function pledgesNewestFirst(pledges: readonly PledgeRecord[]): Int32Array {
  let order = newestFirst.get(pledges);
  if (order?.length !== pledges.length) {
    order = Int32Array.from(pledges.keys()).sort(
      (a, b) => pledges[b]!.createdAt - pledges[a]!.createdAt || pledges[b]!.row - pledges[a]!.row,
    );
    newestFirst.set(pledges, order);
  }
  return order;
}

/** Walks rows in order, counting those that pass and keeping the page's. */
function pageWalk<T>(paging: Paging, each: (take: (row: T) => void) => void): { page: T[]; count: number } {
  const offset = (paging.page - 1) * paging.perPage;
  const page: T[] = [];
  let count = 0;
  each((row) => {
    if (count >= offset && page.length < paging.perPage) page.push(row);
    count++;
  });
  return { page, count };
}

/**
 * 'Все залоги': every pledge that passes the filters, newest first, one page of them and the count.
 */
export function listPledges(
  parts: PledgeViewParts,
  query: PledgeListQuery,
  asker: ListAsker,
): { list: Pledge[]; count: number } {
  const test = pledgeFilter(parts, query, asker);
  const { world } = parts;
  const pledges = world.pledges;
  const order = pledgesNewestFirst(pledges);
  const paging = pagingOf(query);
  if (test === null) {
    const offset = (paging.page - 1) * paging.perPage;
    const page = [...order.subarray(offset, offset + paging.perPage)].map((index) =>
      pledgeView(parts, pledges[index]!),
    );
    return { list: page, count: pledges.length };
  }
  const { page, count } = pageWalk<PledgeRecord>(paging, (take) => {
    for (const index of order) {
      const pledge = pledges[index]!;
      if (test({ pledge, id: world.pledgeId(pledge.row) })) take(pledge);
    }
  });
  return { list: page.map((pledge) => pledgeView(parts, pledge)), count };
}

/**
 * 'Новые задачи (залоги)' and 'Мои задача (залоги)': the open pledge tasks of the queue and those the user claimed
 * (others' claimed tasks are theirs), by task state (`taskStatuses[]`: task_create never claimed, task_unclaim
 * returned to the queue, task_claim claimed by the user; `needAssignee`: nobody's), filtered, newest first.
 */
export function listPledgeTasks(
  parts: PledgeViewParts,
  query: PledgeListQuery,
  asker: ListAsker,
): { tasks: PledgeTask[]; count: number } {
  const { world } = parts;
  const test = pledgeFilter(parts, query, asker);
  const states = query['taskStatuses[]'];
  const { page, count } = pageWalk<PledgeRecord>(pagingOf(query), (take) => {
    for (const index of pledgesWithOpenTasks(world)) {
      const pledge = world.pledges[index]!;
      const task = pledge.task;
      const assignee = world.staff[world.tasks.assignee[task]!]?.username ?? null;
      if (assignee !== null && assignee !== asker.username) continue;
      if (query.needAssignee && assignee !== null) continue;
      if (states && states.length > 0) {
        const state = world.taskState(task);
        const code = state === 'claimed' ? 'task_claim' : state === 'unclaimed' ? 'task_unclaim' : 'task_create';
        if (!states.includes(code)) continue;
      }
      if (test === null || test({ pledge, id: world.pledgeId(pledge.row) })) take(pledge);
    }
  });
  return { tasks: page.map((pledge) => pledgeTaskView(parts, pledge)), count };
}

/** The pledges whose registration task is open, the newest task first; kept until the world changes. */
const openTasks = new WeakMap<PledgeViewParts['world'], { version: number; order: Int32Array }>();
function pledgesWithOpenTasks(world: PledgeViewParts['world']): Int32Array {
  const kept = openTasks.get(world);
  if (kept?.version === world.version) return kept.order;
  const { pledges, tasks } = world;
  const open: number[] = [];
  for (let i = 0; i < pledges.length; i++) {
    const task = pledges[i]!.task;
    if (task >= 0 && world.taskState(task) !== 'closed') open.push(i);
  }
  const order = Int32Array.from(open).sort(
    (a, b) => tasks.created[pledges[b]!.task]! - tasks.created[pledges[a]!.task]! || pledges[b]!.row - pledges[a]!.row,
  );
  openTasks.set(world, { version: world.version, order });
  return order;
}

/** The assignment agreements that pass the filters (contract number substring, date range, status), newest first. */
export function listAgreements(
  parts: PledgeViewParts,
  query: AgreementListQuery,
): { list: AssignmentAgreement[]; count: number } {
  const errors: FieldError[] = [];
  const { dateStart, dateEnd } = query;
  if (given(dateStart) && parseMoment(dateStart, false) === undefined) {
    errors.push({ propertyPath: 'dateStart', message: BAD_FORMAT });
  }
  if (given(dateEnd) && parseMoment(dateEnd, true) === undefined) {
    errors.push({ propertyPath: 'dateEnd', message: BAD_FORMAT });
  }
  if (errors.length > 0) throw new DomainError('invalid', errors[0]!.message, errors);
  const wanted = given(query.contractNumber) ? lower(query.contractNumber) : null;
  const rows = parts.pledges.agreements
    .map((a) => agreementView(parts, a))
    .filter(
      (a) =>
        (wanted === null || contains(a.contractNumber, wanted)) &&
        (!given(dateStart) || a.contractDate >= dateStart) &&
        (!given(dateEnd) || a.contractDate <= dateEnd) &&
        (!given(query.status) || a.status === query.status),
    )
    .sort((a, b) => b.contractDate.localeCompare(a.contractDate) || b.id - a.id);
  return { list: pageOf(rows, pagingOf(query)), count: rows.length };
}
