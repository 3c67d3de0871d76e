import { describe, expect, it } from 'vitest';
import { SBER } from './party-fixture';
import { branchLabel, employerOf, employerValue, registryUrl } from './employer-value';

describe('the employer of a picked organisation', () => {
  it('maps the party fields to the Employer, value the full name with legal form plus the INN', () => {
    expect(employerOf(SBER)).toEqual({
      name: 'Сбербанк России',
      shortName: 'Сбербанк',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      okfs: '41',
      okved: '64.19',
      opf: { full: 'Публичное акционерное общество', code: '12247', short: 'ПАО' },
      branchType: 'main',
      organizationAddressLegal: { value: 'г Москва, ул Вавилова, д 19', postalCode: '117312', regionId: '77' },
      organizationStatus: 'ACTIVE',
      state: { status: 'ACTIVE', registration_date: '1991-06-20' },
      registrationDate: '1991-06-20',
      value: 'Публичное акционерное общество «Сбербанк России», ИНН 7707083893',
    });
  });

  it('without a name with legal form takes the suggestion’s value', () => {
    const party = { ...SBER, name: { full: 'Сбербанк России' } };
    expect(employerOf(party).value).toBe('ПАО СБЕРБАНК, ИНН 7707083893');
  });

  it("says 'Головная организация' for main and 'Филиал' for any other branch type", () => {
    expect(branchLabel('main')).toBe('Головная организация');
    expect(branchLabel('branch')).toBe('Филиал');
    expect(branchLabel(null)).toBe('');
  });

  it('reads a value without an INN as no employer', () => {
    expect(employerValue(null)).toBeNull();
    expect(employerValue({ name: 'x', inn: '' })).toBeNull();
    expect(employerValue(employerOf(SBER))?.inn).toBe('7707083893');
  });

  it('links the registry record by OGRN', () => {
    expect(registryUrl('1027700132195')).toBe('https://egrul.nalog.ru/index.html?query=1027700132195');
  });
});
