import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatMoney } from '@/shared/lib/format-money';
import { serviceLimitsQuery } from './release-decision-api';
import type { LimitTerms } from './release-decision';
import {
  MAX_ADDITIONAL_EQUIPMENT,
  MIN_BANK_SERVICE,
  SERVICE_LIMITS,
  SERVICE_LIMITS_FAILED,
  SERVICE_LIMITS_LOADING,
} from './release-texts';
import { useDebouncedValue } from './use-debounced-value';

/** How long the terms must stay unchanged before the limits are asked for (002 §9). */
export const SERVICE_LIMITS_DEBOUNCE_MS = 300;

/**
 * The service limits of the release decision (002 §7): for the form's credit terms, asked 300 ms after their last
 * change, the largest additional equipment and the least bank services, in roubles. `kind` null: not known yet
 * (whether the deal has variants), nothing is asked.
 */
export function ServiceLimits({
  dealId,
  kind,
  terms,
}: {
  dealId: number;
  kind: 'with-variants' | 'without-variants' | null;
  terms: LimitTerms;
}) {
  const settled = useDebouncedValue(terms, SERVICE_LIMITS_DEBOUNCE_MS);
  const limits = useQuery({
    ...serviceLimitsQuery(dealId, kind ?? 'without-variants', settled),
    enabled: kind !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <div className="release-decision__limits" role="group" aria-label={SERVICE_LIMITS} aria-busy={limits.isFetching}>
      {limits.data ? (
        <>
          <span>
            {MAX_ADDITIONAL_EQUIPMENT} <strong>{formatMoney(limits.data.maxAdditionalEquipment)}</strong>
          </span>
          <span>
            {MIN_BANK_SERVICE} <strong>{formatMoney(limits.data.minBankService)}</strong>
          </span>
        </>
      ) : limits.isError ? (
        <span className="p-error">{SERVICE_LIMITS_FAILED}</span>
      ) : (
        <span className="release-decision__pending" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {SERVICE_LIMITS_LOADING}
        </span>
      )}
    </div>
  );
}
