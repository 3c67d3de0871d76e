import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { failureText } from '@/shared/api/failure-text';
import { queryKeys } from '@/shared/api/query-keys';
import { Loading } from '@/shared/ui/loading';
import { toast } from '@/shared/ui/toast';
import { disableScoringCache, recalculatePdn, scoringDataQuery } from './scoring-api';
import { LIGHT_TEXTS, SCORING_RELOAD_MS, SCORING_TEXTS, groupLight, type ScoringAccess } from './scoring';
import { AdditionalChecksDrawer } from './additional-checks-drawer';
import { ScoringGroupTable } from './scoring-group-table';
import './scoring.css';

/** The props of the checks step: the deal, whether it is the deal view, and what the user may (`scoringAccess`). */
export interface ScoringStepProps extends ScoringAccess {
  dealId: number;
  /** The deal view (`/deal/{id}`) hides 'Расчитать ПДН' (001 §2). */
  dealView: boolean;
  /** The page's reload after a cache reset or a PDN calculation (the step reloads its own data besides). */
  onReload?(): void;
}

/** A button that calls the server, says `done` and reloads 200 ms later (001 §4, §8, §9). */
function useReloadingAction(dealId: number, call: () => Promise<void>, done: string, onReload?: () => void) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      toast.success(done);
      timer.current = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.scoring.deal(dealId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.finance.pdn(dealId) });
        onReload?.();
      }, SCORING_RELOAD_MS);
    },
    onError: (error) => {
      const text = failureText(error);
      if (text) toast.error(text);
    },
  });
}

/**
 * The deal page's checks step (001 §2.5, §4, §6): the last scoring as an accordion of check groups, each coloured
 * by its worst light (the groups that are not green open), with its results table; 'Отключить кэш проверок'
 * (admin: 'Сброшено'), 'Расчитать ПДН' (admin or the rescoring privilege, not on the deal view: 'ПДН расчитан'),
 * each reloading 200 ms later; and 'История доп. проверок', the additional checks' drawer.
 */
export function ScoringStep({
  dealId,
  dealView,
  showInfo,
  canRescore,
  canResetCache,
  canRunChecks,
  onReload,
}: ScoringStepProps) {
  const scoring = useQuery(scoringDataQuery(dealId));
  const reset = useReloadingAction(dealId, () => disableScoringCache(dealId), SCORING_TEXTS.cacheReset, onReload);
  const pdn = useReloadingAction(dealId, () => recalculatePdn(dealId), SCORING_TEXTS.pdnCalculated, onReload);
  const groups = scoring.data?.groups ?? [];
  const [open, setOpen] = useState<number[] | null>(null);
  const shownOpen = open ?? groups.flatMap((group, index) => (groupLight(group) === 'green' ? [] : [index]));

  return (
    <section className="scoring-step" aria-label="Проверки">
      <div className="scoring-step__toolbar">
        {canResetCache ? (
          <Button
            type="button"
            size="small"
            outlined
            icon="pi pi-eraser"
            label={SCORING_TEXTS.resetCache}
            loading={reset.isPending}
            onClick={() => reset.mutate()}
          />
        ) : null}
        {canRescore && !dealView ? (
          <Button
            type="button"
            size="small"
            outlined
            icon="pi pi-calculator"
            label={SCORING_TEXTS.calculatePdn}
            loading={pdn.isPending}
            onClick={() => pdn.mutate()}
          />
        ) : null}
        <AdditionalChecksDrawer dealId={dealId} canRunChecks={canRunChecks} />
      </div>
      {scoring.isPending ? (
        <Loading label="Загрузка проверок" />
      ) : scoring.isError ? (
        <p className="p-error" role="alert">
          {SCORING_TEXTS.failed}
        </p>
      ) : groups.length === 0 ? (
        <p className="scoring-step__empty">{SCORING_TEXTS.noData}</p>
      ) : (
        <Accordion
          multiple
          activeIndex={shownOpen}
          onTabChange={(event) => setOpen(event.index as number[])}
          className="scoring-step__groups"
        >
          {groups.map((group) => {
            const light = groupLight(group);
            return (
              <AccordionTab
                key={group.label}
                headerClassName={`scoring-group scoring-group--${light}`}
                header={
                  <span className="scoring-group__header" data-light={light}>
                    <span className={`scoring-group__dot check-light--${light}`} title={LIGHT_TEXTS[light]} />
                    <span>{group.label}</span>
                    <span className="visually-hidden">{LIGHT_TEXTS[light]}</span>
                  </span>
                }
              >
                <ScoringGroupTable dealId={dealId} group={group} showInfo={showInfo} showCache={canRescore} />
              </AccordionTab>
            );
          })}
        </Accordion>
      )}
    </section>
  );
}
