import type { AutocreditInfo, IpConfig } from '@autocredit/generated/api';
import { local, readItem, writeItem } from '@/shared/lib/storage';

/** The warnings of a deal (001 §2.1, §9; 002 §4). */
export const STRATEGY_CHANGED = 'Стратегия верификации изменена';
export const IP_WARNING = 'ИП, сумма кредита более 4 млн. руб.';
/** The individual entrepreneur warning shows above this requested sum. */
export const IP_SUM_LIMIT = 4_000_000;

const strategyKey = (dealId: number) => `verificationStrategy:${dealId}`;

/**
 * Whether the strategy-changed warning is due: the current strategy differs from the old one and from the one
 * this browser last showed for the deal (so it shows once per deal).
 */
export function strategyWarningDue(
  deal: Pick<AutocreditInfo, 'id' | 'currentVerificationStrategy' | 'oldVerificationStrategy'>,
): boolean {
  const current = deal.currentVerificationStrategy;
  const old = deal.oldVerificationStrategy;
  if (!current || !old || current.id === old.id) return false;
  return readItem(local(), strategyKey(deal.id)) !== String(current.id);
}

/** Remembers that the warning was shown for the deal's current strategy. */
export function strategyWarningShown(dealId: number, strategyId: number): void {
  writeItem(local(), strategyKey(dealId), String(strategyId));
}

/** Whether the individual entrepreneur warning is due: an IP applicant asking for more than 4 000 000. */
export const ipWarningDue = (config: IpConfig): boolean =>
  config.isJobIndividualBusinessman && (config.costRequested ?? 0) > IP_SUM_LIMIT;
