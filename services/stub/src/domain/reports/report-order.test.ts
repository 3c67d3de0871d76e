import { describe, expect, it } from 'vitest';
import { refusal } from '../../testing/deal-book-fixtures';
import { texts } from '../errors';
import type { Viewer } from '../lists/scope';
import { mayBuildReport, reportOrder, reportOrderTexts } from './report-order';

const goz: Viewer = { id: 2, roles: ['ROLE_GOZ'], privileges: ['deal-view-info', 'report-goz'] };

describe('ordering a report', () => {
  it("needs the type's own privilege (403 otherwise)", () => {
    expect(mayBuildReport(goz, 'goz')).toBe(true);
    expect(mayBuildReport(goz, 'carLoans')).toBe(false);
    expect(refusal(() => reportOrder(goz, 'carLoans', {}))).toEqual({ kind: 'forbidden', message: texts.forbidden });
  });

  it('needs a filter for a type that needs one; a wrong value is a field error', () => {
    expect(refusal(() => reportOrder(goz, 'goz', { other: 'x' }))).toEqual({
      kind: 'invalid',
      message: reportOrderTexts.noFilter,
    });
    expect(refusal(() => reportOrder(goz, 'goz', { birthday: '31.02.1990' }))).toMatchObject({ kind: 'invalid' });
  });

  it("answers the report's filters alone and their text", () => {
    const order = reportOrder(goz, 'goz', { surName: 'Иванов', other: 'x' });
    expect(order.query).toEqual({ surName: 'Иванов' });
    expect(order.filtersText).toContain('Иванов');
  });
});
