import type { PledgeStatus } from '@autocredit/generated/api';
import {
  CANCEL_ASSIGNMENT,
  CANCEL_ASSIGNMENT_QUESTION,
  CANCEL_REGISTRATION,
  CANCEL_REGISTRATION_QUESTION,
} from './pledge-texts';

/** The statuses whose task cancels an assignment rather than a registration (002 §2). */
const ASSIGNMENT_STATUSES: readonly string[] = ['assignment_error_upload', 'assignment_rework'];

/** Whether the task of a pledge in this status cancels its assignment. */
export const cancelsAssignment = (status: PledgeStatus | null | undefined): boolean =>
  status != null && ASSIGNMENT_STATUSES.includes(status);

/** The refuse button: 'Отменить переуступку' for assignment_error_upload or assignment_rework, else 'Отменить регистрацию'. */
export const cancelLabel = (status: PledgeStatus | null | undefined): string =>
  cancelsAssignment(status) ? CANCEL_ASSIGNMENT : CANCEL_REGISTRATION;

/** The confirmation's question, by the same rule. */
export const cancelQuestion = (status: PledgeStatus | null | undefined): string =>
  cancelsAssignment(status) ? CANCEL_ASSIGNMENT_QUESTION : CANCEL_REGISTRATION_QUESTION;

/** The pledge view offers the registry check for a pledge whose registration failed (002 §2). */
export const offersRegistryCheck = (status: PledgeStatus | null | undefined): boolean => status === 'reg_error_upload';

/** The number a pledge is known by: the notification reference number, else the notification id, else the registration id. */
export function registrationNumber(data: {
  registrationId?: string | null;
  notificationReferenceNumber?: string | null;
  notificationId?: string | null;
}): string | null {
  return data.notificationReferenceNumber || data.notificationId || data.registrationId || null;
}
