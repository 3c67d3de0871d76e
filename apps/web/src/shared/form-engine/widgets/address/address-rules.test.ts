import { describe, expect, it } from 'vitest';
import type { Address } from '@autocredit/generated/api';
import {
  composeAddressValue,
  draftOf,
  EXCLUDED_REGION_CODES,
  isKladrRegionCode,
  isOutdatedFias,
  manualAddress,
  manualErrors,
  postalCodeError,
  regionIdError,
} from './address-rules';

const good = { ...draftOf(null), postalCode: '125009', regionId: '77', region: 'Москва', regionType: 'г' };

describe('the checks of a manual address', () => {
  it("asks for the postal code: 'Введите индекс'", () => {
    expect(postalCodeError('')).toBe('Введите индекс');
    expect(postalCodeError('   ')).toBe('Введите индекс');
  });

  it("wants exactly 6 characters: 'Индекс содержит 6 символов'", () => {
    expect(postalCodeError('12345')).toBe('Индекс содержит 6 символов');
    expect(postalCodeError('1234567')).toBe('Индекс содержит 6 символов');
  });

  it("wants digits only: 'Индекс может содержать только цифры'", () => {
    expect(postalCodeError('12a456')).toBe('Индекс может содержать только цифры');
    expect(postalCodeError('125009')).toBeNull();
  });

  it("asks for the region number: 'Введите номер региона', digits only: 'Номер региона может содержать только цифры'", () => {
    expect(regionIdError('')).toBe('Введите номер региона');
    expect(regionIdError('7a')).toBe('Номер региона может содержать только цифры');
    expect(regionIdError('77')).toBeNull();
  });

  it("asks for the region and its type: 'Введите регион'", () => {
    expect(manualErrors({ ...good, region: '' })).toEqual({ region: 'Введите регион' });
    expect(manualErrors({ ...good, regionType: ' ' })).toEqual({ regionType: 'Введите регион' });
  });

  it('passes a complete draft', () => {
    expect(manualErrors(good)).toEqual({});
  });
});

describe('the KLADR rule of the region code', () => {
  it.each(EXCLUDED_REGION_CODES.map((code) => [code]))('refuses the excluded code %s', (code) => {
    expect(isKladrRegionCode(code)).toBe(false);
    expect(manualErrors({ ...good, regionId: code }).regionId).toBe(
      'Неверный код. Введите код региона в соответствии с КЛАДР',
    );
  });

  it('has the 13 excluded codes of 002 §9', () => {
    expect(EXCLUDED_REGION_CODES).toEqual([
      '80',
      '81',
      '82',
      '84',
      '85',
      '88',
      '90',
      '93',
      '94',
      '95',
      '96',
      '97',
      '98',
    ]);
  });

  it('refuses one character, 00, and a leading space', () => {
    expect(isKladrRegionCode('7')).toBe(false);
    expect(isKladrRegionCode('00')).toBe(false);
    expect(isKladrRegionCode(' 7')).toBe(false);
    expect(manualErrors({ ...good, regionId: '7' }).regionId).toBe(
      'Неверный код. Введите код региона в соответствии с КЛАДР',
    );
  });

  it('accepts good codes (01, 77, 83, 99)', () => {
    for (const code of ['01', '77', '83', '99']) expect(isKladrRegionCode(code)).toBe(true);
  });
});

describe('the address of the manual inputs', () => {
  it('composes its line from the parts with their types, a city equal to its region once', () => {
    const address: Address = {
      value: '',
      region: 'Москва',
      regionType: 'г',
      city: 'Москва',
      cityType: 'г',
      street: 'Тверская',
      streetType: 'ул',
      house: '7',
      houseType: 'д',
      flat: '15',
      flatType: 'кв',
    };
    expect(composeAddressValue(address)).toBe('г Москва, ул Тверская, д 7, кв 15');
  });

  it('marks the saved address manual and keeps the FIAS ids of the address it started from', () => {
    const saved = manualAddress(
      { value: 'old', isManual: '0', houseFiasId: 'h-1', streetType: 'ул' },
      { ...good, region: 'Татарстан', regionType: 'респ', regionId: '16', city: 'Казань', street: 'Баумана' },
    );
    expect(saved).toMatchObject({
      isManual: '1',
      postalCode: '125009',
      regionId: '16',
      region: 'Татарстан',
      regionType: 'респ',
      city: 'Казань',
      street: 'Баумана',
      house: null,
      houseFiasId: 'h-1',
      value: 'респ Татарстан, Казань, ул Баумана',
    });
  });
});

describe('the FIAS actuality state', () => {
  it('99 as a string or a number is outdated; other states and null are not', () => {
    expect(isOutdatedFias({ value: 'a', fiasActualityState: '99' })).toBe(true);
    expect(isOutdatedFias({ value: 'a', fiasActualityState: 99 as unknown as string })).toBe(true);
    expect(isOutdatedFias({ value: 'a', fiasActualityState: '0' })).toBe(false);
    expect(isOutdatedFias({ value: 'a', fiasActualityState: null })).toBe(false);
    expect(isOutdatedFias(null)).toBe(false);
  });
});
