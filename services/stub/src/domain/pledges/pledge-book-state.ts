import type { PledgeStatus } from '@autocredit/generated/api';
import type { DealBook } from '../deal-book/deal-book';
import type { ProcessEffect } from '../process/types';
import { array, boolean, number, object, string } from '../store/snapshot-shape';
import type { PledgeRecord } from './records';
import type { World } from '../world/world';

/** What the pledge operations work on: the world (the pledges, their statuses) and the deals' processes. */
export interface PledgeParts {
  world: World;
  deals: DealBook;
}

/** One entry of a pledge's process log added by the stub's operations (the tasks' entries come from the process). */
export interface LogRecord {
  username: string | null;
  taskName: string;
  status: string;
  contextMessage: string | null;
  /** Milliseconds. */
  createdAt: number;
  completedAt: number | null;
}

/** An assignment agreement: its pledges (ids) and whether they have been queued for assignment. */
export interface AgreementRecord {
  id: number;
  contractNumber: string;
  /** `yyyy-MM-dd`. */
  contractDate: string;
  pledges: number[];
  queued: boolean;
}

export interface PledgeBookSnapshot {
  /** How many registrations the registry account pays for. */
  balance: number;
  /** The pledges sent while the balance was out, waiting for payment (ids, in order). */
  queue: number[];
  /** The pledges whose registration process stopped before the registry answered (may be restarted). */
  stuck: number[];
  /** The pledges in error that the registry holds nevertheless (its check says registered). */
  held: number[];
  /** The pledges the registry cannot be asked about (its check answers 400). */
  unreachable: number[];
  agreements: AgreementRecord[];
  /** The entries the operations added, by pledge id. */
  logs: Record<string, LogRecord[]>;
}

export interface PledgeBookOptions {
  seed: number;
  /** STUB_PLEDGE_BALANCE: how many registrations the account pays for at start. */
  balance: number;
  now?: () => number;
}

/** What an operation asks of the app: the process effects to run (the registry's later answers among them). */
export interface PledgeOutcome {
  effects: ProcessEffect[];
}

/** The agreements of the seed: a running one, a finished one and a new one to assign in bulk. */
export function seedAgreements(pledges: readonly PledgeRecord[], pledgeId: (row: number) => number): AgreementRecord[] {
  const ids = (status: (s: PledgeStatus) => boolean) => pledges.filter((p) => status(p.status)).map((p) => p.row);
  const assigned = ids((s) => s === 'assignment_success');
  const assigning = ids((s) => s.startsWith('assignment') && s !== 'assignment_success');
  const registered = ids((s) => s === 'reg_success');
  const done = assigned.slice(0, 2);
  return [
    {
      id: 9,
      contractNumber: 'ДЦ-2026/10-009',
      contractDate: '2026-10-14',
      pledges: done.map(pledgeId),
      queued: true,
    },
    {
      id: 17,
      contractNumber: 'ДЦ-2026/11-017',
      contractDate: '2026-11-20',
      pledges: [...assigned.slice(2), ...assigning].sort((a, b) => a - b).map(pledgeId),
      queued: true,
    },
    {
      id: 21,
      contractNumber: 'ДЦ-2026/11-021',
      contractDate: '2026-11-21',
      pledges: registered.slice(0, 5).map(pledgeId),
      queued: false,
    },
  ];
}

const ids = (value: unknown, what: string) => array(value, what).map((v, i) => number(v, `${what}[${i}]`));

/** The pledge book's state of a snapshot, checked part by part (a hand-edited or outdated file is refused). */
export function checkedPledgeBookSnapshot(snapshot: PledgeBookSnapshot): PledgeBookSnapshot {
  const s = object(snapshot, 'the pledge book');
  const logs = object(s.logs, 'logs');
  for (const [key, entries] of Object.entries(logs)) {
    array(entries, `logs.${key}`).forEach((e, i) => {
      const entry = object(e, `logs.${key}[${i}]`);
      string(entry.taskName, `logs.${key}[${i}].taskName`);
      number(entry.createdAt, `logs.${key}[${i}].createdAt`);
    });
  }
  const agreements = array(s.agreements, 'agreements').map((a, i) => {
    const agreement = object(a, `agreements[${i}]`);
    return {
      id: number(agreement.id, `agreements[${i}].id`),
      contractNumber: string(agreement.contractNumber, `agreements[${i}].contractNumber`),
      contractDate: string(agreement.contractDate, `agreements[${i}].contractDate`),
      pledges: ids(agreement.pledges, `agreements[${i}].pledges`),
      queued: boolean(agreement.queued, `agreements[${i}].queued`),
    };
  });
  return {
    balance: number(s.balance, 'balance'),
    queue: ids(s.queue, 'queue'),
    stuck: ids(s.stuck, 'stuck'),
    held: ids(s.held, 'held'),
    unreachable: ids(s.unreachable, 'unreachable'),
    agreements,
    logs: structuredClone(logs) as Record<string, LogRecord[]>,
  };
}
