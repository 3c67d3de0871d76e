import type { LoanVariant } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/shared/ui/loading';
import { loanVariantsQuery } from './loan-variants-api';
import {
  ALL_VARIANTS_TITLE,
  RESET_VARIANT,
  VARIANTS_LOAD_FAILED,
  VARIANTS_TITLE,
  type LoanVariantColumns,
} from './loan-variants';
import { LoadFailed } from '@/features/deal-workspace/ui/load-failed';
import { LoanVariantsTable } from './loan-variants-table';
import '@/features/deal-workspace/ui/decision-tables.css';

/** The variant applied now: `?variant=` of the URL (the form engine reads the same). */
function useAppliedVariant() {
  const [params, setParams] = useSearchParams();
  const text = params.get('variant');
  const applied = text !== null && /^\d+$/.test(text) ? Number(text) : null;
  const apply = (index: number | null) => {
    const next = new URLSearchParams(params);
    if (index === null) next.delete('variant');
    else next.set('variant', String(index));
    setParams(next);
  };
  return { applied, apply };
}

/** One table of the panel: its title, loading, failure, then the variants. */
function VariantsSection({
  dealId,
  kind,
  title,
  children,
}: {
  dealId: number;
  kind: 'variants' | 'allVariants';
  title: string;
  children: (variants: LoanVariant[]) => React.ReactNode;
}) {
  const query = useQuery(loanVariantsQuery(dealId, kind));
  const headingId = `loan-variants-${kind}`;
  return (
    <section className="loan-variants-panel__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="holder-contacts__title">
        {title}
      </h3>
      {query.isPending ? (
        <Loading label={`Загрузка: ${title}`} />
      ) : query.isError ? (
        <LoadFailed error={query.error} fallback={VARIANTS_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </section>
  );
}

/**
 * The loan variants of a deal (001 §2.6, §4, §6; 002 §3): the deal's variants (`variants`) with 'Применить' on each
 * valid one and 'Вернуть к первоначальным данным' when `canApply` (not GOZ), and for underwriters (`showAll`) every
 * variant (`allVariants`). Applying sets `?variant=` in the URL (the form engine reloads the form with it); the reset
 * removes it. `columns`: the columns the user sees (`loanVariantColumns(user)`). `onApply`: what applying (or, with
 * null, the reset) does instead of setting the URL itself (a page that drops its unsaved values first).
 */
export function LoanVariantsPanel({
  dealId,
  columns,
  showAll,
  canApply,
  onApply,
}: {
  dealId: number;
  columns: LoanVariantColumns;
  showAll: boolean;
  canApply: boolean;
  onApply?: (index: number | null) => void;
}) {
  const { applied, apply: applyInUrl } = useAppliedVariant();
  const apply = onApply ?? applyInUrl;
  return (
    <div className="loan-variants-panel">
      <VariantsSection dealId={dealId} kind="variants" title={VARIANTS_TITLE}>
        {(variants) => (
          <>
            <LoanVariantsTable
              variants={variants}
              columns={columns}
              label={VARIANTS_TITLE}
              applied={applied}
              {...(canApply && { onApply: (index: number) => apply(index) })}
            />
            {canApply ? (
              <div className="loan-variants-panel__actions">
                <Button
                  type="button"
                  label={RESET_VARIANT}
                  icon="pi pi-undo"
                  size="small"
                  outlined
                  disabled={applied === null}
                  onClick={() => apply(null)}
                />
              </div>
            ) : null}
          </>
        )}
      </VariantsSection>
      {showAll ? (
        <VariantsSection dealId={dealId} kind="allVariants" title={ALL_VARIANTS_TITLE}>
          {(variants) => <LoanVariantsTable variants={variants} columns={columns} label={ALL_VARIANTS_TITLE} />}
        </VariantsSection>
      ) : null}
    </div>
  );
}
