import type { PledgeProcessName, PledgeStatus } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import type { Persistable } from '../store/persistence';
import { answerRegistry } from '../process/deal';
import type { ProcessEffect } from '../process/types';
import type { World } from '../world/world';
import type { PledgeRecord } from './records';
import { movePledge } from './lifecycle';
import { registryNumbers } from './registry';
import { ASSIGNMENT, DONE, FAILED, RESTART, SENDING, TAKE_OFF, WAITING, pledgeTexts } from './texts';
import {
  checkedPledgeBookSnapshot,
  seedAgreements,
  type AgreementRecord,
  type LogRecord,
  type PledgeBookOptions,
  type PledgeBookSnapshot,
  type PledgeOutcome,
  type PledgeParts,
} from './pledge-book-state';

/**
 * The pledges' lifecycle over the world: the registry account's balance and its payment queue, the
 * registry's answers (a registration is refused when a vehicle has no description), take-off, assignment (one by one
 * or an agreement's in bulk), process restarts, the registry check, and the log entries of these steps. The
 * statuses live in the world and the deals' processes (a status change is a process transition, so the pledge
 * task's form and the lists agree); this book keeps the rest.
 */
export class PledgeBook implements Persistable<PledgeBookSnapshot> {
  private state: PledgeBookSnapshot;
  readonly seed: number;
  private readonly now: () => number;

  constructor(world: World, options: PledgeBookOptions) {
    this.seed = options.seed;
    this.now = options.now ?? Date.now;
    const { pledges } = world;
    const inError = pledges.filter((p) => p.status === 'reg_error_upload').map((p) => world.pledgeId(p.row));
    this.state = {
      balance: options.balance,
      queue: [],
      stuck: pledges
        .filter((p) => p.status === 'reg_in_progress' && world.taskState(p.task) === 'closed')
        .map((p) => world.pledgeId(p.row)),
      held: inError.slice(0, 1),
      unreachable: inError.slice(1, 2),
      agreements: seedAgreements(pledges, world.pledgeId),
      logs: {},
    };
  }

  get balance(): number {
    return this.state.balance;
  }

  /** The balance as `GET /api/pledge/balance` gives it: N available, 0 none, -N none with N waiting for payment. */
  balanceAnswer(): number {
    if (this.state.balance > 0) return this.state.balance;
    return -this.state.queue.length;
  }

  get agreements(): readonly AgreementRecord[] {
    return this.state.agreements;
  }

  /** The pledge of an id (a world record), or a 404. */
  pledge(world: World, pledgeId: number): PledgeRecord {
    const row = pledgeId - world.pledgeId(0);
    const pledge = Number.isInteger(row) ? world.pledges[row] : undefined;
    if (!pledge) throw new DomainError('not-found', pledgeTexts.notFound);
    return pledge;
  }

  agreement(id: number): AgreementRecord {
    const found = this.state.agreements.find((a) => a.id === id);
    if (!found) throw new DomainError('not-found', pledgeTexts.agreementNotFound);
    return found;
  }

  /** The agreement a pledge belongs to, if any. */
  agreementOf(pledgeId: number): AgreementRecord | undefined {
    return this.state.agreements.find((a) => a.pledges.includes(pledgeId));
  }

  /** Whether a process of the pledge may be restarted ('Перезапустить процесс'). */
  restartable(pledgeId: number, status: PledgeStatus, process: PledgeProcessName): boolean {
    if (process === 'pledge') return this.state.stuck.includes(pledgeId) && status === 'reg_in_progress';
    return status === 'take_off_error_upload';
  }

  isQueued(pledgeId: number): boolean {
    return this.state.queue.includes(pledgeId);
  }

  /** The entries the operations added to the pledge's log. */
  logsOf(pledgeId: number): readonly LogRecord[] {
    return this.state.logs[pledgeId] ?? [];
  }

  private log(pledgeId: number, entry: Omit<LogRecord, 'createdAt' | 'completedAt'>, done = true): void {
    const at = this.now();
    (this.state.logs[pledgeId] ??= []).push({ ...entry, createdAt: at, completedAt: done ? at : null });
  }

  /**
   * The registry check of a pledge ('Проверить статус'): whether the registry holds it (404 for no pledge); a registry
   * that cannot be asked is a 400 with its error lines (the timeout, the code 504).
   */
  checkRegistered(world: World, pledgeId: number): boolean {
    const { status } = this.pledge(world, pledgeId);
    if (this.state.unreachable.includes(pledgeId)) {
      throw new DomainError('invalid', pledgeTexts.registryTimeout, [
        { propertyPath: '', message: pledgeTexts.registryTimeout },
        { propertyPath: '', message: pledgeTexts.registryCode },
      ]);
    }
    const registered = status === 'reg_success' || status.startsWith('take_off') || status.startsWith('assignment');
    return registered || this.state.held.includes(pledgeId);
  }

  private move(parts: PledgeParts, pledge: PledgeRecord, status: PledgeStatus, sent = true): ProcessEffect[] {
    const effects = parts.deals.transition(pledge.deal, (state, ctx) => movePledge(state, ctx, status));
    return sent ? [...effects, { kind: 'pledgeSent', pledgeId: parts.world.pledgeId(pledge.row) }] : effects;
  }

  /**
   * The registry's answer to what was sent for the pledge, by its state: a registration is registered (paid from the
   * balance; when it is out, the pledge waits in the payment queue) or refused when a vehicle has no description (a
   * new pledge task); a take-off and an assignment are registered. Any other state: nothing to answer.
   */
  answer(parts: PledgeParts, pledgeId: number): PledgeOutcome {
    const pledge = this.pledge(parts.world, pledgeId);
    const { status } = pledge;
    if (status === 'reg_in_progress') {
      if (this.state.stuck.includes(pledgeId)) return { effects: [] };
      if (this.state.balance <= 0) {
        if (!this.state.queue.includes(pledgeId)) this.state.queue.push(pledgeId);
        this.log(
          pledgeId,
          { username: null, taskName: SENDING, status: WAITING, contextMessage: pledgeTexts.waitingPayment },
          false,
        );
        return { effects: [] };
      }
      const vehicles = parts.deals.currentSource(pledge.deal).pledge?.vehicles ?? [];
      const ok = vehicles.every((v) => (v.description ?? '').trim() !== '');
      const message = ok ? null : pledgeTexts.noDescription;
      if (ok) this.state.balance -= 1;
      const effects = parts.deals.transition(pledge.deal, (state, ctx) => answerRegistry(state, { ok, message }, ctx));
      this.log(pledgeId, {
        username: null,
        taskName: SENDING,
        status: ok ? DONE : FAILED,
        contextMessage: ok ? pledgeTexts.registered : message,
      });
      return { effects };
    }
    if (status === 'take_off_new' || status === 'take_off_in_progress') {
      const effects = this.move(parts, pledge, 'take_off_success', false);
      this.log(pledgeId, {
        username: null,
        taskName: TAKE_OFF,
        status: DONE,
        contextMessage: pledgeTexts.releasedText,
      });
      return { effects };
    }
    if (status === 'assignment_in_progress') {
      const effects = this.move(parts, pledge, 'assignment_success', false);
      this.log(pledgeId, { username: null, taskName: ASSIGNMENT, status: DONE, contextMessage: pledgeTexts.assigned });
      return { effects };
    }
    return { effects: [] };
  }

  /** 'Снять с обременения' of a registered pledge: its take-off process starts; the registry answers later. */
  takeOff(parts: PledgeParts, pledgeId: number, username: string): PledgeOutcome {
    const pledge = this.pledge(parts.world, pledgeId);
    if (pledge.status !== 'reg_success') {
      throw new DomainError('invalid', pledgeTexts.takeOffOnlyRegistered);
    }
    const effects = this.move(parts, pledge, 'take_off_in_progress');
    this.log(pledgeId, { username, taskName: TAKE_OFF, status: DONE, contextMessage: pledgeTexts.takenOff });
    return { effects };
  }

  /**
   * 'Снять залог' by the registry number (the pledge editor's dialog): a take-off task is created for the registered
   * pledge of that number; the registry answers later.
   */
  takeOffByNumber(parts: PledgeParts, number: string, username: string): PledgeOutcome {
    const wanted = number.trim().toLowerCase();
    const pledge = parts.world.pledges.find(
      (p) => this.numbersOf(parts.world, p).notificationReferenceNumber?.toLowerCase() === wanted,
    );
    const refuse = (message: string) =>
      new DomainError('invalid', pledgeTexts.takeOffFailed, [{ propertyPath: 'notificationReferenceNumber', message }]);
    if (!pledge) throw refuse(pledgeTexts.numberNotFound);
    if (pledge.status !== 'reg_success') throw refuse(pledgeTexts.takeOffOnlyRegistered);
    const effects = this.move(parts, pledge, 'take_off_new');
    this.log(parts.world.pledgeId(pledge.row), {
      username,
      taskName: TAKE_OFF,
      status: DONE,
      contextMessage: pledgeTexts.takeOffCreated,
    });
    return { effects };
  }

  /** The registry numbers of a pledge in its current state. */
  numbersOf(world: World, pledge: PledgeRecord) {
    return registryNumbers(this.seed, world.pledgeId(pledge.row), pledge.createdAt, pledge.status);
  }

  /** The assignment process of one registered (or queued) pledge; the registry answers later. */
  assign(parts: PledgeParts, pledgeId: number, username: string): PledgeOutcome {
    const pledge = this.pledge(parts.world, pledgeId);
    if (pledge.status !== 'reg_success' && pledge.status !== 'assignment_new') {
      throw new DomainError('invalid', pledgeTexts.assignmentOnlyRegistered);
    }
    const effects = this.move(parts, pledge, 'assignment_in_progress');
    this.log(pledgeId, { username, taskName: ASSIGNMENT, status: DONE, contextMessage: pledgeTexts.assignmentCreated });
    return { effects };
  }

  /** Restarts a process whose `processRestart` is true: the registration asks the registry again, so does the take-off. */
  restart(parts: PledgeParts, pledgeId: number, process: PledgeProcessName, username: string): PledgeOutcome {
    const pledge = this.pledge(parts.world, pledgeId);
    if (!this.restartable(pledgeId, pledge.status, process)) {
      throw new DomainError('invalid', pledgeTexts.restartNotNeeded);
    }
    let effects: ProcessEffect[];
    if (process === 'pledge') {
      this.state.stuck = this.state.stuck.filter((id) => id !== pledgeId);
      effects = [{ kind: 'pledgeSent', pledgeId }];
    } else {
      effects = this.move(parts, pledge, 'take_off_in_progress');
    }
    this.log(pledgeId, { username, taskName: RESTART, status: DONE, contextMessage: pledgeTexts.restarted });
    return { effects };
  }

  /**
   * The bulk assign of an agreement: its registered pledges are queued (`assignment_new`); the processes start later
   * (`startAssignments`). 400 when it has none to assign.
   */
  queueAgreement(parts: PledgeParts, agreementId: number, username: string): PledgeOutcome {
    const agreement = this.agreement(agreementId);
    const pledges = agreement.pledges.map((id) => this.pledge(parts.world, id));
    const toAssign = pledges.filter((p) => p.status === 'reg_success' || p.status === 'assignment_new');
    if (toAssign.length === 0) throw new DomainError('invalid', pledgeTexts.nothingToAssign);
    const effects: ProcessEffect[] = [];
    for (const pledge of toAssign) {
      if (pledge.status === 'reg_success') effects.push(...this.move(parts, pledge, 'assignment_new', false));
      this.log(
        parts.world.pledgeId(pledge.row),
        {
          username,
          taskName: ASSIGNMENT,
          status: WAITING,
          contextMessage: pledgeTexts.queued,
        },
        false,
      );
    }
    agreement.queued = true;
    return { effects };
  }

  /** The queued pledges of the agreement start their assignment processes; the registry answers each later. */
  startAssignments(parts: PledgeParts, agreementId: number): PledgeOutcome {
    const agreement = this.agreement(agreementId);
    const effects: ProcessEffect[] = [];
    for (const id of agreement.pledges) {
      const pledge = this.pledge(parts.world, id);
      if (pledge.status === 'assignment_new') effects.push(...this.move(parts, pledge, 'assignment_in_progress'));
    }
    return { effects };
  }

  /** Pays for one more registration (tests and the control surface): the first queued pledge is answered. */
  topUp(parts: PledgeParts, count: number): PledgeOutcome {
    this.state.balance += count;
    const effects: ProcessEffect[] = [];
    while (this.state.balance > 0 && this.state.queue.length > 0) {
      const id = this.state.queue.shift()!;
      effects.push(...this.answer(parts, id).effects);
    }
    return { effects };
  }

  snapshot(): PledgeBookSnapshot {
    return structuredClone(this.state);
  }

  restore(snapshot: PledgeBookSnapshot): void {
    this.state = checkedPledgeBookSnapshot(snapshot);
  }
}
