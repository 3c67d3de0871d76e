import { Column } from 'primereact/column';
import { SCORING_COLUMNS, formatMoment } from './scoring';

/** A check's start and finish moments. */
interface Timed {
  runningAt?: string | null;
  completedAt?: string | null;
}

/**
 * The start and finish columns of a checks table (the scoring groups and the checks' history): the moment each ran and
 * completed, on one line. PrimeReact reads the columns as the table's children, so this is a list of them, not a
 * component.
 */
export function checkTimeColumns<T extends Timed>() {
  return [
    <Column
      key="start"
      header={SCORING_COLUMNS.start}
      headerClassName="scoring-table__date"
      bodyClassName="scoring-table__nowrap"
      body={(check: T) => formatMoment(check.runningAt)}
    />,
    <Column
      key="finish"
      header={SCORING_COLUMNS.finish}
      headerClassName="scoring-table__date"
      bodyClassName="scoring-table__nowrap"
      body={(check: T) => formatMoment(check.completedAt)}
    />,
  ];
}
