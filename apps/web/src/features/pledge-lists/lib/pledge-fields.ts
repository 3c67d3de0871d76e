import type { Pledge } from '@autocredit/generated/api';

/**
 * The registration id column (002 §2 'Pledge lists'): the notification reference number, else the notification id,
 * else the registration id; empty when the pledge has none yet.
 */
export function registrationNumber(pledge: Pick<Pledge, 'data'>): string {
  const { notificationReferenceNumber, notificationId, registrationId } = pledge.data;
  return notificationReferenceNumber || notificationId || registrationId || '';
}

/** The full names of the pledgors ('Фамилия Имя Отчество'), one per pledgor, comma-separated. */
export function pledgorNames(pledge: Pick<Pledge, 'data'>): string {
  return pledge.data.pledgors
    .map(({ name }) => [name.last, name.first, name.middle].filter(Boolean).join(' '))
    .filter(Boolean)
    .join(', ');
}

/** The pledged cars (their descriptions), comma-separated. */
export function vehicleDescriptions(pledge: Pick<Pledge, 'data'>): string {
  return pledge.data.vehicles
    .map((vehicle) => vehicle.description ?? '')
    .filter(Boolean)
    .join(', ');
}

/** The VINs of the pledged cars, comma-separated. */
export function vehicleVins(pledge: Pick<Pledge, 'data'>): string {
  return pledge.data.vehicles.map((vehicle) => vehicle.vin).join(', ');
}

/** The deal number column: the deal's number in the core system, else the deal id. */
export function dealNumber(pledge: Pick<Pledge, 'dealExternalId' | 'deal'>): string {
  return pledge.dealExternalId || String(pledge.deal.id);
}
