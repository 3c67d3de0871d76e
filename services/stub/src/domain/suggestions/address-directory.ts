import { addressPartValues, type Address, type AddressPart } from '@autocredit/generated/api';
import { postalCode } from '../world/seed/addresses';
import { CITIES, REGIONS, STREETS, type Street } from '../world/seed/catalog-places';
import { mix } from '../world/seed/prng';
import { OWN_STREETS, PLACES, SETTLEMENT_STREETS, SETTLEMENTS, STREET_TYPES, TYPE_WORDS } from './address-places';
import { everyWordMatches, normalise, uuidOf, wordsOf } from './text';

/**
 * The address directory of the address suggestions (002 §4 'address input', §7 `get-address`): the world's regions
 * and cities, the streets found in every city (those of the world's addresses) and each city's own ones, houses with
 * FIAS ids, postal codes and region codes. A street has houses 1..N with a FIAS record (one in 23 of them not current,
 * `fiasActualityState` '99') and a few new ones past N without one; any flat of a house is accepted.
 */

/** The order of the address parts, largest first (002 §3), as the contract's `AddressPart` lists them. */
export const ADDRESS_PARTS: readonly AddressPart[] = addressPartValues;
const rank = (part: AddressPart) => ADDRESS_PARTS.indexOf(part);

interface DirectoryStreet {
  city: number;
  /** The street's key for postal codes and ids: the world's index for the common streets, past them for the own. */
  key: number;
  street: Street;
  words: string[];
  /** Houses 1..registered have a FIAS record; registered+1..built are new and have none. */
  registered: number;
  built: number;
}

/** The words of a place: its region, its district and its name. */
const placeWords = (c: number): string[] => {
  const place = PLACES[c]!;
  const city = CITIES[place.city]!;
  const st = place.settlement;
  return wordsOf(st ? `${city.region} ${st.area} ${st.name}` : `${city.region} ${city.city}`);
};

function buildStreets(): DirectoryStreet[] {
  const streets: DirectoryStreet[] = [];
  PLACES.forEach((place, c) => {
    const own = place.settlement ? [] : (OWN_STREETS[CITIES[place.city]!.city] ?? []);
    const common = place.settlement ? SETTLEMENT_STREETS : STREETS.map((_, key) => key);
    const all = [
      ...common.map((key) => ({ street: STREETS[key]!, key })),
      ...own.map((street, k) => ({ street, key: STREETS.length + k })),
    ];
    const seen = new Set<string>();
    for (const { street, key } of all) {
      const id = `${street.type} ${street.name}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const registered = place.settlement ? 8 + (mix(c, key, 1) % 40) : 20 + (mix(c, key, 1) % 130);
      streets.push({
        city: c,
        key,
        street,
        words: [...placeWords(c), ...wordsOf(street.name)],
        registered,
        built: registered + 1 + (mix(c, key, 2) % 4),
      });
    }
  });
  return streets;
}

const STREET_LIST = buildStreets();

export interface AddressQuery {
  query: string;
  count?: number;
  fromBound?: AddressPart;
  toBound?: AddressPart;
  locations?: Partial<Record<AddressPart, string>>;
  restrictValue?: boolean;
  filterFias?: boolean;
}

interface Hit {
  /** The place (PLACES index: a city, or a settlement past the cities). */
  city: number;
  street?: DirectoryStreet;
  house?: number;
  flat?: number;
  /** The region alone (a region with several cities). */
  regionOnly?: boolean;
}

const NONE = {
  area: null,
  areaType: null,
  areaTypeFull: null,
  settlement: null,
  settlementType: null,
  settlementTypeFull: null,
  block: null,
  blockType: null,
  blockTypeFull: null,
} as const;

/** The FIAS state of a house: '99' (not current) for one in 23, none for a new one. */
const houseState = (st: DirectoryStreet, house: number): string | null =>
  house > st.registered ? null : mix(st.city, st.key, house) % 23 === 0 ? '99' : '0';

function recordOf(hit: Hit, restricted: ReadonlySet<AddressPart>): Address {
  const place = PLACES[hit.city]!;
  const city = CITIES[place.city]!;
  const st = place.settlement;
  const region = REGIONS[city.regionIndex]!;
  const federal = city.region === city.city && city.regionType === 'г';
  const regionText = federal ? `г ${city.region}` : city.prefix.slice(0, city.prefix.indexOf(', г '));
  const { street, house, flat } = hit;
  const parts: [AddressPart, string][] = [['region', regionText]];
  if (st) parts.push(['area', `${st.area} р-н`], ['settlement', `${st.type} ${st.name}`]);
  else if (!hit.regionOnly && !federal) parts.push(['city', `г ${city.city}`]);
  else if (!hit.regionOnly && federal) parts[0] = ['city', `г ${city.city}`];
  if (street) parts.push(['street', `${street.street.type} ${street.street.name}`]);
  if (house !== undefined) parts.push(['house', `д ${house}`]);
  if (flat !== undefined) parts.push(['flat', `кв ${flat}`]);
  const shown = parts.filter(
    ([part]) => !restricted.has(part) && !(federal && part === 'city' && restricted.has('region')),
  );
  const state = street && house !== undefined ? houseState(street, house) : '0';
  const isCity = !hit.regionOnly && !st;
  return {
    value: (shown.length > 0 ? shown : parts).map(([, text]) => text).join(', '),
    isManual: '0',
    postalCode: st
      ? st.postal
      : street && house !== undefined
        ? postalCode({ city: hit.city, street: street.key, house, flat: 0 })
        : String(city.postal).padEnd(6, '0'),
    regionId: region.code,
    region: city.region,
    regionType: city.regionType,
    regionTypeFull: city.regionTypeFull,
    ...NONE,
    area: st ? st.area : null,
    areaType: st ? 'р-н' : null,
    areaTypeFull: st ? 'район' : null,
    settlement: st ? st.name : null,
    settlementType: st ? st.type : null,
    settlementTypeFull: st ? st.typeFull : null,
    city: isCity ? city.city : null,
    cityType: isCity ? 'г' : null,
    cityTypeFull: isCity ? 'город' : null,
    street: street?.street.name ?? null,
    streetType: street?.street.type ?? null,
    streetTypeFull: street?.street.typeFull ?? null,
    house: house !== undefined ? String(house) : null,
    houseType: house !== undefined ? 'д' : null,
    houseTypeFull: house !== undefined ? 'дом' : null,
    flat: flat !== undefined ? String(flat) : null,
    flatType: flat !== undefined ? 'кв' : null,
    flatTypeFull: flat !== undefined ? 'квартира' : null,
    fiasActualityState: state,
    houseFiasId:
      street && house !== undefined && state !== null ? uuidOf(`house:${hit.city}:${street.key}:${house}`) : null,
    streetFiasId: street ? uuidOf(`street:${hit.city}:${street.key}`) : null,
    cityFiasId: isCity ? uuidOf(`city:${hit.city}`) : null,
  };
}

/** Whether the location restriction lets a city (and street, house...) through. */
function inLocation(hit: Hit, locations: Partial<Record<AddressPart, string>>): boolean {
  const place = PLACES[hit.city]!;
  const city = CITIES[place.city]!;
  const st = place.settlement;
  const region = REGIONS[city.regionIndex]!;
  const starts = (name: string | undefined, wanted: string) =>
    name !== undefined && everyWordMatches(wordsOf(wanted), wordsOf(name));
  for (const [part, raw] of Object.entries(locations) as [AddressPart, string][]) {
    const wanted = normalise(raw.trim());
    if (wanted === '') continue;
    if (part === 'region' && !(wanted === region.code || starts(region.name, raw) || starts(city.region, raw)))
      return false;
    if (part === 'city' && (hit.regionOnly || st || !starts(city.city, raw))) return false;
    if (part === 'area' && !starts(st?.area, raw)) return false;
    if (part === 'settlement' && !starts(st?.name, raw)) return false;
    if (part === 'street' && !starts(hit.street?.street.name, raw)) return false;
    if (part === 'house' && String(hit.house ?? '') !== wanted) return false;
    if (part === 'flat' && String(hit.flat ?? '') !== wanted) return false;
    if (part === 'block') return false;
  }
  return true;
}

const levelOf = (hit: Hit): AddressPart =>
  hit.flat !== undefined
    ? 'flat'
    : hit.house !== undefined
      ? 'house'
      : hit.street
        ? 'street'
        : hit.regionOnly
          ? 'region'
          : PLACES[hit.city]!.settlement
            ? 'settlement'
            : 'city';

/** The hit cut down to the smallest part allowed (a settlement is no city: none when only cities are allowed). */
function clampTo(hit: Hit, toBound: AddressPart): Hit | null {
  const to = rank(toBound);
  const place = PLACES[hit.city]!;
  const out: Hit = { city: hit.city };
  if (hit.regionOnly || to < rank('city')) {
    return { city: place.city, regionOnly: !CITIES[place.city]!.prefix.startsWith('г ') };
  }
  if (place.settlement && to < rank('settlement')) return null;
  if (hit.street && to >= rank('street')) out.street = hit.street;
  if (out.street && hit.house !== undefined && to >= rank('house')) out.house = hit.house;
  if (out.house !== undefined && hit.flat !== undefined && to >= rank('flat')) out.flat = hit.flat;
  return out;
}

/** Cities, settlements (and regions of several cities) whose words the typed words all begin. */
function placeHits(words: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  REGIONS.forEach((region, r) => {
    const first = CITIES.findIndex((c) => c.regionIndex === r);
    if (region.cities.length > 1 && everyWordMatches(words, wordsOf(region.name)))
      hits.push({ city: first, regionOnly: true });
  });
  PLACES.forEach((_, c) => {
    if (everyWordMatches(words, placeWords(c))) hits.push({ city: c });
  });
  return hits;
}

/**
 * The suggestions of a typed address, best first: the places, streets, houses or flats whose names the typed words
 * begin, the numbers being the house then the flat; restricted by the bounds, the locations and `filterFias`.
 */
export function suggestAddresses(q: AddressQuery): Address[] {
  const count = q.count ?? 10;
  const all = wordsOf(q.query);
  const streetTypes = new Set(all.flatMap((w) => (STREET_TYPES[w] ? [STREET_TYPES[w]] : [])));
  const numbers = all.filter((w) => /^\d+$/.test(w)).map(Number);
  const words = all.filter((w) => !TYPE_WORDS.has(w) && !/^\d+$/.test(w));
  const [house, flat] = numbers;
  const fromRank = rank(q.fromBound ?? 'region');
  const toBound = q.toBound ?? 'flat';
  const locations = q.locations ?? {};
  const restricted = new Set(q.restrictValue ? (Object.keys(locations) as AddressPart[]) : []);

  let hits: Hit[] = [];
  if (words.length > 0 || house !== undefined) {
    const places = house === undefined ? placeHits(words) : [];
    const streets = STREET_LIST.filter(
      (st) =>
        rank(toBound) >= rank('street') &&
        (streetTypes.size === 0 || streetTypes.has(st.street.type)) &&
        everyWordMatches(words, st.words) &&
        // the street's own words must be reached: a query of a city alone suggests the city, not its streets
        (house !== undefined || words.some((w) => wordsOf(st.street.name).some((sw) => sw.startsWith(w)))),
    );
    const onStreets: Hit[] = streets.flatMap((st) => {
      if (house === undefined) return [{ city: st.city, street: st }];
      if (house < 1 || house > st.built) return [];
      return [{ city: st.city, street: st, house, ...(flat !== undefined && flat >= 1 && { flat }) }];
    });
    hits = [...places, ...onStreets];
  }

  const seen = new Set<string>();
  const out: Address[] = [];
  for (const raw of hits) {
    const hit = clampTo(raw, toBound);
    if (!hit || rank(levelOf(hit)) < fromRank) continue;
    if (!inLocation(hit, locations)) continue;
    const record = recordOf(hit, restricted);
    if (q.filterFias && record.fiasActualityState === null) continue;
    const key = `${record.value}|${record.regionId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(record);
    if (out.length >= count) break;
  }
  return out;
}

/** How many regions, cities, settlements, streets and registered houses the directory holds. */
export const directorySize = () => ({
  regions: REGIONS.length,
  cities: CITIES.length,
  settlements: SETTLEMENTS.length,
  streets: STREET_LIST.length,
  houses: STREET_LIST.reduce((n, st) => n + st.registered, 0),
});
