import { describe, expect, it } from 'vitest';
import { pledge } from '@/features/pledge-lists/testing/pledges';
import { dealNumber, pledgorNames, registrationNumber, vehicleDescriptions, vehicleVins } from './pledge-fields';

describe('the pledge list columns', () => {
  it('show the notification reference number first as the registration id', () => {
    expect(registrationNumber(pledge())).toBe('2026-011-234567-891');
  });

  it('else the notification id, else the registration id, else nothing', () => {
    expect(registrationNumber(pledge({}, { notificationReferenceNumber: null }))).toBe('8845217');
    expect(registrationNumber(pledge({}, { notificationReferenceNumber: '', notificationId: null }))).toBe('3f9a1c2e');
    expect(
      registrationNumber(pledge({}, { notificationReferenceNumber: null, notificationId: null, registrationId: null })),
    ).toBe('');
  });

  it('name every pledgor in full, and every car and VIN', () => {
    const two = pledge(
      {},
      {
        pledgors: [
          { name: { first: 'Иван', middle: 'Иванович', last: 'Иванов' } },
          { name: { first: 'Анна', middle: null, last: 'Петрова' } },
        ],
        vehicles: [
          { vin: 'XTA210990Y2765432', description: 'LADA GRANTA 2026' },
          { vin: 'Z94CB41AAGR323020', description: null },
        ],
      },
    );
    expect(pledgorNames(two)).toBe('Иванов Иван Иванович, Петрова Анна');
    expect(vehicleDescriptions(two)).toBe('LADA GRANTA 2026');
    expect(vehicleVins(two)).toBe('XTA210990Y2765432, Z94CB41AAGR323020');
  });

  it('show the deal number of the core system, else the deal id', () => {
    expect(dealNumber(pledge())).toBe('АК-100245');
    expect(dealNumber(pledge({ dealExternalId: null }))).toBe('100245');
  });
});
