import type { PartySuggestion } from '@autocredit/generated/api';

/** A head organisation as `get-party` gives it (the tests' example). */
export const SBER: PartySuggestion = {
  value: 'ПАО СБЕРБАНК',
  name: {
    full: 'Сбербанк России',
    full_with_opf: 'Публичное акционерное общество «Сбербанк России»',
    short: 'Сбербанк',
  },
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  okfs: '41',
  okved: '64.19',
  opf: { full: 'Публичное акционерное общество', code: '12247', short: 'ПАО' },
  branchType: 'main',
  address: { value: 'г Москва, ул Вавилова, д 19', postalCode: '117312', regionId: '77' },
  state: { status: 'ACTIVE', registration_date: '1991-06-20' },
};
