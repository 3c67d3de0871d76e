import type { FsspResultItem, GetFsspResponseEvent } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/lib/format-money';
import { FSSP_FIELDS, fsspEventOutcome, fsspFieldLines, fsspSummary, splitProceedings } from './fssp-report';

const item: FsspResultItem = {
  name: 'Иванов Иван Иванович',
  entBdate: '1985-04-12',
  entBplace: null,
  epNumber: '123456/25/77001-ИП',
  weRisedate: '2025-03-14',
  weTypeName: 'Судебный приказ',
  weDate: null,
  weNumber: null,
  weIssuer: null,
  creditorInn: null,
  endDate: null,
  endArticle: null,
  endPoint: null,
  endSubpoint: null,
  weSubjTypeName: 'Штраф ГИБДД',
  debtBalanceEp: 1500,
  debtBalanceDuty: 1000,
  debtBalanceTotal: 2500,
  bailiffOfficeTerotdel: null,
  bailiffOfficeAddress: null,
  bailiffName: null,
  bailiffPhone: null,
  active: true,
};

const GUID = '6f1d2c3b-8a9e-4b7c-9d0e-1f2a3b4c5d6e';
const event = (messageGuid: string | null, dealId: number | null = 100245): GetFsspResponseEvent => ({
  type: 'getFsspResponse',
  data: { messageGuid, dealId, personType: 'client' },
});

describe('the FSSP report', () => {
  it('labels every field of a proceeding in Russian, money in roubles, dates dd.MM.yyyy, empty as —', () => {
    const lines = fsspFieldLines(item);
    expect(lines.map((l) => l.key)).toEqual(Object.keys(item));
    expect(lines.every((l) => /[А-Я]/.test(l.label))).toBe(true);
    const value = (key: keyof FsspResultItem) => lines.find((l) => l.key === key)!.value;
    expect(value('entBdate')).toBe('12.04.1985');
    expect(value('debtBalanceTotal')).toBe(formatMoney(2500));
    expect(value('entBplace')).toBe('—');
    expect(value('active')).toBe('Да');
    expect(fsspFieldLines({ ...item, active: false }).at(-1)!.value).toBe('Нет');
    expect(Object.keys(FSSP_FIELDS)).toHaveLength(23);
  });

  it('sums a proceeding up in one line, with the debt of an open one only', () => {
    expect(fsspSummary(item)).toBe(`123456/25/77001-ИП от 14.03.2025 · Штраф ГИБДД · ${formatMoney(2500)}`);
    expect(fsspSummary({ ...item, active: false })).toBe('123456/25/77001-ИП от 14.03.2025 · Штраф ГИБДД');
  });

  it('splits the open proceedings from those no longer on the site', () => {
    const closed = { ...item, active: false, epNumber: '1/21/77001-ИП' };
    expect(splitProceedings([closed, item])).toEqual({ active: [item], inactive: [closed] });
  });

  it("matches the event by the search's guid, a failure by the deal", () => {
    expect(fsspEventOutcome(event(GUID), 100245, GUID)).toBe('ready');
    expect(fsspEventOutcome(event(GUID.toUpperCase()), 100245, GUID)).toBe('ready');
    expect(fsspEventOutcome(event('11111111-2222-4333-8444-555555555555'), 100245, GUID)).toBe('other');
    expect(fsspEventOutcome(event(null), 100245, GUID)).toBe('failed');
    expect(fsspEventOutcome(event(null, null), 100245, GUID)).toBe('failed');
    expect(fsspEventOutcome(event(null, 100300), 100245, GUID)).toBe('other');
  });
});
