import type { ScoringCheck, ScoringGroup } from '@autocredit/generated/api';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { SCORING_COLUMNS, SCORING_TEXTS } from './scoring';
import { CheckCacheButton } from './check-cache-button';
import { checkTimeColumns } from './check-time-columns';
import { CheckInformation } from './check-information';
import { CheckResult } from './check-result';

/**
 * The results table of a scoring group (001 §2.5): check, result (its light's text and each entity's result), the
 * information for display (not for auditors), start and finish, and the cache column (admin or the rescoring
 * privilege) with each check's cache button.
 */
export function ScoringGroupTable({
  dealId,
  group,
  showInfo,
  showCache,
}: {
  dealId: number;
  group: ScoringGroup;
  showInfo: boolean;
  showCache: boolean;
}) {
  return (
    <DataTable
      value={group.checks}
      size="small"
      dataKey="checkConfig.title"
      className="scoring-table"
      emptyMessage={SCORING_TEXTS.noItems}
      pt={{ table: { 'aria-label': group.label } }}
    >
      <Column header={SCORING_COLUMNS.check} headerClassName="scoring-table__check" field="checkConfig.title" />
      <Column
        header={SCORING_COLUMNS.result}
        body={(check: ScoringCheck) => (
          <CheckResult light={check.light} texts={check.checkEntities.map((e) => e.resultText)} />
        )}
      />
      {showInfo ? (
        <Column
          header={SCORING_COLUMNS.info}
          headerClassName="scoring-table__info"
          body={(check: ScoringCheck) =>
            check.checkEntities.map((entity) => <CheckInformation key={entity.id} data={entity.formattedData} />)
          }
        />
      ) : null}
      {checkTimeColumns<ScoringCheck>()}
      {showCache ? (
        <Column
          header={SCORING_COLUMNS.cache}
          headerClassName="scoring-table__cache"
          bodyClassName="scoring-table__nowrap"
          body={(check: ScoringCheck) => <CheckCacheButton dealId={dealId} entity={check.checkEntities[0]} />}
        />
      ) : null}
    </DataTable>
  );
}
