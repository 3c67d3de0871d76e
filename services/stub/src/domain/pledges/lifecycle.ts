import type { PledgeStatus } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import { Draft } from '../process/draft';
import { processTexts } from '../process/texts';
import type { ProcessContext, ProcessResult, ProcessState } from '../process/types';

/**
 * A step of a pledge's lifecycle outside its task (take-off, assignment, the registry's answers): the pledge of the
 * deal's process takes the status. A transition like the others, so that the world, the lists and the pledge task's
 * form see the same status.
 */
export function movePledge(state: ProcessState, ctx: ProcessContext, status: PledgeStatus): ProcessResult {
  const d = new Draft(state, ctx);
  if (!d.state.pledge) throw new DomainError('invalid', processTexts.actionUnavailable);
  d.state.pledge.status = status;
  return d.result();
}
