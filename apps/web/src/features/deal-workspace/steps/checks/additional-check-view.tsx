import type { AdditionalCheck, CheckAlgorithmRun } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { checkAlgorithmsQuery } from './scoring-api';
import { ALGORITHM_STATUS_TEXTS, CHECK_STATUS_TEXTS, SCORING_TEXTS, formatMoment } from './scoring';

const TITLE = 'Дополнительная проверка';

type Run = CheckAlgorithmRun & { type: string; name: string };

/**
 * The view dialog of an additional check (001 §2.5, §3, §4): the person, its status and dates, and each algorithm
 * run with its status ('Успешно', 'Выполняется', 'Провалена', 'Прервана'), its message and its dates. Open while
 * `check` is given; Escape closes it.
 */
export function AdditionalCheckView({ check, onHide }: { check: AdditionalCheck | null; onHide(): void }) {
  const algorithms = useQuery({ ...checkAlgorithmsQuery(), enabled: check !== null });
  const nameOf = (type: string) => algorithms.data?.find((a) => a.type === type)?.name ?? type;
  const runs: Run[] = Object.entries(check?.algorithms ?? {}).map(([type, run]) => ({
    ...run,
    type,
    name: nameOf(type),
  }));
  return (
    <Dialog
      header={TITLE}
      visible={check !== null}
      onHide={onHide}
      style={{ width: '60rem' }}
      breakpoints={{ '1000px': '95vw' }}
    >
      {check ? (
        <>
          <dl className="facts additional-check__head">
            <div>
              <dt>Проверяемое лицо</dt>
              <dd>{check.fullname}</dd>
            </div>
            <div>
              <dt>Статус</dt>
              <dd>{CHECK_STATUS_TEXTS[check.status]}</dd>
            </div>
            <div>
              <dt>Дата создания</dt>
              <dd>{formatMoment(check.createdAt)}</dd>
            </div>
            <div>
              <dt>Дата обновления</dt>
              <dd>{formatMoment(check.updatedAt) || '—'}</dd>
            </div>
          </dl>
          <DataTable
            value={runs}
            size="small"
            dataKey="type"
            emptyMessage={SCORING_TEXTS.noItems}
            pt={{ table: { 'aria-label': TITLE } }}
          >
            <Column header="Проверка" field="name" />
            <Column header="Статус" body={(run: Run) => ALGORITHM_STATUS_TEXTS[run.status]} />
            <Column header="Результат" body={(run: Run) => run.data?.message ?? ''} />
            <Column header="Начало" body={(run: Run) => formatMoment(run.createtAt)} />
            <Column header="Окончание" body={(run: Run) => formatMoment(run.updatedAt)} />
          </DataTable>
        </>
      ) : null}
    </Dialog>
  );
}
