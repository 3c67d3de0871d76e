import type { PledgeStatus } from '@autocredit/generated/api';
import type { WorldParts } from '../parts';

/**
 * The later states of the seeded pledges after the world is generated, some registered pledges are taken
 * further along their lifecycle, so that every status is represented: an assignment that failed or came back for
 * rework and a registration returned for rework or refused again (each with an open pledge task in the queue), a
 * take-off that failed (its process may be restarted), one running and one just created, an assignment running and
 * one cancelled, and a registration stuck before the registry answered (its process may be restarted). The most
 * recent registered pledges are taken, newest first; a world with fewer registered pledges takes fewer.
 */
export const SEEDED_LIFECYCLE: readonly { status: PledgeStatus; task: boolean }[] = [
  { status: 'assignment_error_upload', task: true },
  { status: 'assignment_rework', task: true },
  { status: 'reg_rework', task: true },
  { status: 'reg_error_upload', task: true },
  { status: 'take_off_error_upload', task: false },
  { status: 'take_off_in_progress', task: false },
  { status: 'take_off_new', task: false },
  { status: 'assignment_in_progress', task: false },
  { status: 'assignment_cancel', task: false },
  { status: 'reg_in_progress', task: false },
];

const SEEDED_TASK_DELAY = 2 * 3_600_000;

/** Applies SEEDED_LIFECYCLE to the generated parts (no random draw: the rest of the world stays as it was). */
export function seedPledgeLifecycle(parts: WorldParts, now: number, pledgeTaskKind: number): void {
  const { tasks, deals } = parts;
  const registered = parts.pledges.filter((p) => p.status === 'reg_success').reverse();
  SEEDED_LIFECYCLE.forEach((step, i) => {
    const pledge = registered[i];
    if (!pledge) return;
    pledge.status = step.status;
    if (!step.task) return;
    const task = tasks.add();
    const previous = pledge.task;
    const after = previous >= 0 ? tasks.closedAt[previous]! : pledge.createdAt;
    tasks.deal[task] = pledge.deal;
    tasks.kind[task] = pledgeTaskKind;
    tasks.created[task] = Math.min(now - 60_000 * (i + 1), after + SEEDED_TASK_DELAY);
    tasks.pledge[task] = pledge.row;
    tasks.nextOfDeal[deals.lastTask[pledge.deal]!] = task;
    deals.lastTask[pledge.deal] = task;
    pledge.task = task;
  });
}
