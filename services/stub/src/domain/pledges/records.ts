import type { PledgeStatus } from '@autocredit/generated/api';

/** A vehicle pledge of an issued deal (the pledge lists build on it). */
export interface PledgeRecord {
  row: number;
  deal: number;
  status: PledgeStatus;
  createdAt: number;
  /** Its registration task (task row), -1 when none. */
  task: number;
}

/** Pledge statuses whose registration task is still open. */
export const OPEN_PLEDGE_STATUSES: readonly PledgeStatus[] = [
  'reg_new',
  'reg_in_progress',
  'reg_error_upload',
  'reg_rework',
  'assignment_error_upload',
  'assignment_rework',
];
