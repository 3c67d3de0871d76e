import type { CheckWaitEvent, PledgeStatus, Privilege, Role } from '@autocredit/generated/api';
import type { NotificationInput } from '../notifications/notifications';

/**
 * The deal statuses the process engine moves a deal through. The contract's `DealStatusCode` is an open string (the
 * documents show only `client_waiting`); these are the codes the stub gives (its examples list them).
 */
export type DealStatus =
  | 'new'
  | 'in_progress'
  | 'underwriting'
  | 'rework'
  | 'client_waiting'
  | 'client_approved'
  | 'client_refused'
  | 'approved'
  | 'rejected'
  | 'release'
  | 'issued'
  | 'canceled';

/** The business processes: a deal's (`autocredit`, `fast_decision`) and a pledge's registration (`pledge`). */
export type ProcessName = 'autocredit' | 'fast_decision' | 'pledge';

/** The role a task belongs to, the suffix of its task page route (`task-{currentRole}`). */
export type TaskRole =
  | 'goz'
  | 'goz-checker'
  | 'underwriter'
  | 'credit-inspector'
  | 'credit-inspector-checker'
  | 'release-manager'
  | 'pledge';

export type TaskDefinitionKey =
  | 'fast_decision_person'
  | 'goz_data_entry'
  | 'goz_check'
  | 'underwriter_check'
  | 'credit_inspection'
  | 'sign_documents'
  | 'credit_inspection_check'
  | 'notify_about_error'
  | 'release_decision'
  | 'release_sign'
  | 'release_final'
  | 'pledge_registration';

/** A task's state, as the task lists' status filter names them (`task_claim` for my tasks). */
export type TaskStatus = 'task_create' | 'task_claim' | 'task_unclaim' | 'task_complete' | 'task_cancel';

/** What closes a task: a plain save of its last step (`complete`) or a button's decision. */
export type ProcessAction =
  | 'complete'
  | 'approve'
  | 'reject'
  | 'rework'
  | 'rescoring'
  | 'fullRescoring'
  | 'confirm'
  | 'reapprove'
  | 'gozReapprove'
  | 'cancel'
  | 'release'
  | 'sign'
  | 'final'
  | 'replay'
  | 'cancelDeal';

/** One task of a deal's process, open or closed. Times are epoch milliseconds. */
export interface ProcessTask {
  id: number;
  key: TaskDefinitionKey;
  processName: ProcessName;
  processInstanceId: string;
  status: TaskStatus;
  /** The username of the user working it; null in the queue. */
  assignee: string | null;
  /** The username of the last user who worked it before it returned to the queue. */
  lastAssignee: string | null;
  unclaimCount: number;
  createdAt: number;
  claimedAt: number | null;
  completedAt: number | null;
  /** The start of the first task of the chain of this candidate group (the 'since the first task' timer). */
  groupStartedAt: number;
  /** The furthest step saved (the GOZ wizard opens steps up to the one after it); null before any save. */
  step: string | null;
  /** The task came back after a rescoring. */
  rescored: boolean;
  /** How it was closed. */
  outcome: ProcessAction | null;
  /** The message of the task (a decision comment, a process error, refusal codes). */
  comment: string | null;
}

/** A deal's process: its status, flags and tasks. Plain JSON: the world keeps one per deal. */
export interface ProcessState {
  dealId: number;
  processName: 'autocredit' | 'fast_decision';
  processInstanceId: string;
  status: DealStatus;
  /** The username of the operator who created the deal (notified of decisions). */
  creator: string | null;
  /** The deal came back to the operator for rework (isDealWasReworked). */
  reworked: boolean;
  /** The deal went through a rescoring (and a full one). */
  rescored: boolean;
  fullRescoring: boolean;
  /** The fast decision's underwriter review is a preliminary (pre-)decision. */
  preliminary: boolean;
  /** The last decision: `preliminaryApproved`, `approved`, `preliminaryRejected`, `rejected`; null before any. */
  decisionType: string | null;
  /** The tasks, oldest first. */
  tasks: ProcessTask[];
  /** The vehicle pledge, once the credit is issued. */
  pledge: { id: number; status: PledgeStatus } | null;
  /** The failed step a `notify_about_error` task reports. */
  error: { message: string; taskKey: TaskDefinitionKey } | null;
  closedAt: number | null;
}

/** Who acts. */
export interface Actor {
  username: string;
  roles: readonly Role[];
  privileges: readonly Privilege[];
}

/** What the engine needs from the world: the time and new ids. */
export interface ProcessContext {
  now: number;
  nextTaskId(): number;
  nextPledgeId(): number;
  /** The `seconds` of the checkWait `wait` event (1 when absent). */
  checkWaitSeconds?: number;
}

/** Whom an effect is for: one user (by username), or every user holding one of the roles. */
export type Audience = { user: string } | { roles: readonly Role[] };

/** What the routes must do after a transition: publish, notify, refresh the underwriter counters. */
export type ProcessEffect =
  /** Publish the event to the audience's topic after `delayMs` (after the HTTP answer, so the page listens). */
  | { kind: 'publish'; to: Audience; event: CheckWaitEvent; delayMs: number }
  /** Create a notification (NotificationStore.create) for each user of the audience. */
  | { kind: 'notify'; to: Audience; notification: NotificationInput }
  /** The free underwriter tasks changed: publish `newUnderTask` with `underwriterQueueCounters` of all deals. */
  | { kind: 'underwriterQueueChanged' }
  /** The pledge notice went to the registry: the world answers later with `answerRegistry`. */
  | { kind: 'pledgeSent'; pledgeId: number }
  /** An agreement's pledges were queued for assignment: their processes start later (`assignmentStartProcess`). */
  | { kind: 'assignmentQueued'; agreementId: number; to: Audience };

export interface ProcessResult {
  state: ProcessState;
  effects: ProcessEffect[];
  /** The task the call is about (claimed, returned, opened next). */
  task?: ProcessTask;
}
