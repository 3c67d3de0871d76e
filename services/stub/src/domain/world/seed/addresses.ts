import type { Address } from '@autocredit/generated/api';
import { CITIES, REGIONS, STREETS } from './catalog-places';
import { mix } from './prng';

/** An address as the world keeps it: indexes into CITIES and STREETS, a house and a flat (0: none). */
export interface AddressParts {
  city: number;
  street: number;
  house: number;
  flat: number;
}

/** `г Москва, ул Тверская, д 7, кв 15`: the address line as the address suggestions write it. */
export function addressLine(a: AddressParts): string {
  const street = STREETS[a.street]!;
  return `${CITIES[a.city]!.prefix}, ${street.type} ${street.name}, д ${a.house}${a.flat ? `, кв ${a.flat}` : ''}`;
}

/** The prefixes of an address a search may give: the city, the street, the house and the whole address. */
export function addressLevels(a: AddressParts): string[] {
  const city = CITIES[a.city]!.prefix;
  const street = STREETS[a.street]!;
  const onStreet = `${city}, ${street.type} ${street.name}`;
  const house = `${onStreet}, д ${a.house}`;
  return a.flat ? [city, onStreet, house, `${house}, кв ${a.flat}`] : [city, onStreet, house];
}

export function postalCode(a: AddressParts): string {
  const prefix = String(CITIES[a.city]!.postal);
  const rest = String(mix(a.city, a.street, a.house >> 4) % 10 ** (6 - prefix.length)).padStart(6 - prefix.length, '0');
  return prefix + rest;
}

/** The address object of the address widget (002 §3). */
export function addressObject(a: AddressParts): Address {
  const city = CITIES[a.city]!;
  const region = REGIONS[city.regionIndex]!;
  const street = STREETS[a.street]!;
  return {
    value: addressLine(a),
    isManual: '0',
    postalCode: postalCode(a),
    regionId: region.code,
    region: city.region,
    regionType: city.regionType,
    regionTypeFull: city.regionTypeFull,
    area: null,
    areaType: null,
    areaTypeFull: null,
    city: city.city,
    cityType: 'г',
    cityTypeFull: 'город',
    settlement: null,
    settlementType: null,
    settlementTypeFull: null,
    street: street.name,
    streetType: street.type,
    streetTypeFull: street.typeFull,
    house: String(a.house),
    houseType: 'д',
    houseTypeFull: 'дом',
    block: null,
    blockType: null,
    blockTypeFull: null,
    flat: a.flat ? String(a.flat) : null,
    flatType: a.flat ? 'кв' : null,
    flatTypeFull: a.flat ? 'квартира' : null,
    fiasActualityState: '0',
  };
}
