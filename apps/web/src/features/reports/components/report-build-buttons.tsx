import { Button } from 'primereact/button';
import type { ReportType } from '@autocredit/generated/api';
import { buildDisabled, reportTexts, type ReportButton } from '@/features/reports/lib/report-buttons';

/**
 * The build buttons the user's report privileges show (002 §2). Those that need a filter are disabled while none is
 * set, with the hint 'Необходимо указать параметры фильтрации' under them and on each.
 */
export function ReportBuildButtons({
  buttons,
  hasFilters,
  building,
  onBuild,
}: {
  buttons: readonly ReportButton[];
  hasFilters: boolean;
  /** The type whose build was just asked for (its button spins). */
  building: ReportType | null;
  onBuild(type: ReportType): void;
}) {
  const hinted = buttons.some((button) => buildDisabled(button, hasFilters));
  return (
    <div className="report-builds">
      <div className="report-builds__buttons" role="group" aria-label="Сформировать отчет">
        {buttons.map((button) => {
          const disabled = buildDisabled(button, hasFilters);
          return (
            <Button
              key={button.type}
              type="button"
              size="small"
              outlined
              icon="pi pi-file-export"
              label={button.label}
              disabled={disabled || building !== null}
              loading={building === button.type}
              tooltip={disabled ? reportTexts.needsFilter : undefined}
              tooltipOptions={{ showOnDisabled: true, position: 'bottom' }}
              onClick={() => onBuild(button.type)}
              data-testid={`report-build-${button.type}`}
            />
          );
        })}
      </div>
      {hinted ? (
        <small className="report-builds__hint" data-testid="report-filter-hint">
          {reportTexts.needsFilter}
        </small>
      ) : null}
    </div>
  );
}
