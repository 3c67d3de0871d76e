import type { HistoricalCheck } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Loading } from '@/shared/ui/loading';
import { dealScoringChecksQuery } from './scoring-api';
import { SCORING_COLUMNS, SCORING_TEXTS } from './scoring';
import { checkTimeColumns } from './check-time-columns';
import { CheckInformation } from './check-information';
import { CheckResult } from './check-result';
import './scoring.css';

/**
 * The deal page's historyChecks step (001 §2.5, §8): every check run on the deal, newest first, with its result, its
 * information to display (not for auditors: `showInfo`), its start and finish; 'Нет позиций для отображения' when
 * there are none, 'Что-то пошло не так' when they cannot be loaded.
 */
export function HistoryChecksStep({ dealId, showInfo }: { dealId: number; showInfo: boolean }) {
  const checks = useQuery(dealScoringChecksQuery(dealId));
  if (checks.isPending) return <Loading label="Загрузка проверок" />;
  if (checks.isError) {
    return (
      <p className="p-error" role="alert">
        {SCORING_TEXTS.failed}
      </p>
    );
  }
  return (
    <section className="scoring-step" aria-label="История проверок">
      <DataTable
        value={checks.data}
        size="small"
        dataKey="id"
        className="scoring-table"
        emptyMessage={SCORING_TEXTS.noItems}
        pt={{ table: { 'aria-label': 'История проверок' } }}
      >
        <Column header={SCORING_COLUMNS.check} headerClassName="scoring-table__check" field="title" />
        <Column
          header={SCORING_COLUMNS.result}
          headerClassName="scoring-table__result"
          body={(check: HistoricalCheck) => <CheckResult light={check.light} texts={[check.resultText]} />}
        />
        {showInfo ? (
          <Column
            header={SCORING_COLUMNS.info}
            headerClassName="scoring-table__info"
            body={(check: HistoricalCheck) => <CheckInformation data={check.formattedData} />}
          />
        ) : null}
        {checkTimeColumns<HistoricalCheck>()}
      </DataTable>
    </section>
  );
}
