import type { PledgeProcess, PledgeStatus } from '@autocredit/generated/api';
import { instanceId } from '../process/draft';
import { mix } from '../world/seed/prng';

/** Statuses in which the notary pledge registry (ФНП) holds the pledge: registered, and every later state. */
export const isRegistered = (status: PledgeStatus): boolean =>
  status === 'reg_success' || status.startsWith('take_off') || status.startsWith('assignment');

/** Statuses in which the notice has gone to the registry (it has a notification id). */
export const isSent = (status: PledgeStatus): boolean =>
  isRegistered(status) || status === 'reg_in_progress' || status === 'reg_error_upload' || status === 'reg_rework';

const hex = (n: number, length: number) => (n >>> 0).toString(16).padStart(8, '0').slice(0, length);

/** The registry numbers of a pledge: derived from the seed and the pledge, present once its state has them. */
export function registryNumbers(seed: number, pledgeId: number, createdAt: number, status: PledgeStatus) {
  const h = (k: number) => mix(seed, pledgeId, k);
  const sent = isSent(status);
  const date = new Date(createdAt);
  const month = String(date.getUTCMonth() + 1).padStart(3, '0');
  return {
    registrationId: sent
      ? `${hex(h(1), 8)}-${hex(h(2), 4)}-4${hex(h(3), 3)}-8${hex(h(4), 3)}-${hex(h(5), 8)}${hex(h(6), 4)}`
      : null,
    notificationReferenceNumber: isRegistered(status)
      ? `${date.getUTCFullYear()}-${month}-${String(h(7) % 1_000_000).padStart(6, '0')}-${String(h(8) % 1000).padStart(3, '0')}`
      : null,
    notificationId: sent ? String(1_000_000 + (h(9) % 9_000_000)) : null,
  };
}

const COCKPIT = 'https://bpm.autocredit.example/camunda/app/cockpit/default/#/process-instance/';
const EXCAMAD = 'https://excamad.autocredit.example/#/instances/';

/** The process instance id of a pledge's take-off process (derived as the registration's is). */
export const takeOffInstanceId = (pledgeId: number): string =>
  instanceId('pledge', pledgeId).replace(/^8f14e45f/, '6c8349cc');

export const processLinks = (instance: string, processRestart: boolean): PledgeProcess => ({
  cockpitUrl: `${COCKPIT}${instance}`,
  excamadUrl: `${EXCAMAD}${instance}`,
  processRestart,
});
