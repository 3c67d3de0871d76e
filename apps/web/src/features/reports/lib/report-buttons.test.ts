import { describe, expect, it } from 'vitest';
import { buildFilters } from './report-filter';
import { REPORT_BUTTONS, buildDisabled, reportButtonsFor, reportFileName } from './report-buttons';

const subject = (allPrivileges: string[]) => ({ roles: [], allPrivileges });

describe('the report buttons', () => {
  it('shows a button per report privilege the user has, the underwriter two', () => {
    expect(reportButtonsFor(subject(['report-goz'])).map((b) => b.type)).toEqual(['goz']);
    expect(reportButtonsFor(subject(['report-underwriter'])).map((b) => b.type)).toEqual(['underDeal', 'newUnderDeal']);
    expect(reportButtonsFor(subject(['security-service']))).toEqual([]);
  });

  it('disables every build but no-one-day and released deals until a filter is set', () => {
    const disabled = REPORT_BUTTONS.filter((b) => buildDisabled(b, false)).map((b) => b.type);
    expect(disabled).toEqual([
      'goz',
      'clientListReport',
      'failedChecks',
      'timing',
      'underDeal',
      'newUnderDeal',
      'clientDeal',
      'carLoans',
    ]);
    expect(REPORT_BUTTONS.filter((b) => buildDisabled(b, true))).toEqual([]);
  });

  it('names a download {title}.{format}', () => {
    expect(reportFileName('Отчет ГОЗ', 'xlsx')).toBe('Отчет ГОЗ.xlsx');
  });

  it('sends only the filters the build takes', () => {
    expect(buildFilters({ surName: 'Иванов', status: 'new', releasedTo: '2026-11-20', page: '2', id: '' })).toEqual({
      surName: 'Иванов',
      releasedTo: '2026-11-20',
    });
  });
});
