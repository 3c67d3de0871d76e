import type { AdditionalCheck } from '@autocredit/generated/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Sidebar } from 'primereact/sidebar';
import { useState } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { useHubEvent } from '@/shared/events';
import { Loading } from '@/shared/ui/loading';
import { additionalChecksQuery } from './scoring-api';
import { CHECK_STATUS_TEXTS, SCORING_TEXTS, formatMoment } from './scoring';
import { AdditionalCheckDialog } from './additional-check-dialog';
import { AdditionalCheckView } from './additional-check-view';

/**
 * 'История доп. проверок' (001 §2.5, §4): a button of the checks step opening an 80rem drawer with the deal's
 * additional checks (created, person, status, updated; 'Просмотр' opens one), 'Новая проверка' (for those who may
 * run checks) opening the creation dialog. A `completeCheck` event of the deal reloads the list.
 */
export function AdditionalChecksDrawer({ dealId, canRunChecks }: { dealId: number; canRunChecks: boolean }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [viewedId, setViewedId] = useState<number | null>(null);
  const checks = useQuery({ ...additionalChecksQuery(dealId), enabled: open });
  // The one shown is read from the list, so that a reload (a completed check) shows its new state.
  const viewed = checks.data?.find((check) => check.id === viewedId) ?? null;

  useHubEvent('completeCheck', (event) => {
    if (event.data.dealId === dealId) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.scoring.additionalChecks(dealId) });
    }
  });

  return (
    <>
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-history"
        label={SCORING_TEXTS.history}
        onClick={() => setOpen(true)}
      />
      <Sidebar
        visible={open}
        position="right"
        onHide={() => setOpen(false)}
        header={SCORING_TEXTS.history}
        style={{ width: '80rem' }}
        className="additional-checks"
      >
        <div data-testid="additional-checks">
          {canRunChecks ? (
            <div className="scoring-step__toolbar">
              <Button
                type="button"
                size="small"
                icon="pi pi-plus"
                label={SCORING_TEXTS.newCheck}
                onClick={() => setCreating(true)}
              />
            </div>
          ) : null}
          {checks.isPending ? (
            <Loading label="Загрузка проверок" />
          ) : checks.isError ? (
            <p className="p-error" role="alert">
              {SCORING_TEXTS.failed}
            </p>
          ) : (
            <DataTable
              value={checks.data}
              size="small"
              dataKey="id"
              emptyMessage={SCORING_TEXTS.noItems}
              pt={{ table: { 'aria-label': SCORING_TEXTS.history } }}
            >
              <Column header="Дата создания" body={(check: AdditionalCheck) => formatMoment(check.createdAt)} />
              <Column header="Проверяемое лицо" field="fullname" />
              <Column header="Статус" body={(check: AdditionalCheck) => CHECK_STATUS_TEXTS[check.status]} />
              <Column header="Дата обновления" body={(check: AdditionalCheck) => formatMoment(check.updatedAt)} />
              <Column
                header=""
                body={(check: AdditionalCheck) => (
                  <Button
                    type="button"
                    size="small"
                    text
                    icon="pi pi-eye"
                    aria-label={SCORING_TEXTS.view}
                    title={SCORING_TEXTS.view}
                    onClick={() => setViewedId(check.id)}
                  />
                )}
              />
            </DataTable>
          )}
        </div>
      </Sidebar>
      <AdditionalCheckView check={viewed} onHide={() => setViewedId(null)} />
      {canRunChecks ? (
        <AdditionalCheckDialog dealId={dealId} visible={creating} onHide={() => setCreating(false)} />
      ) : null}
    </>
  );
}
