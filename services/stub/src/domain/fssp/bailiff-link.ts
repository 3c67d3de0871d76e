import type { PersonSource } from '../forms/source';

/** The court-bailiffs' public search of enforcement proceedings against individuals (the bank of data of the ФССП). */
export const BAILIFF_SEARCH_URL = 'https://fssp.gov.ru/iss/ip';

/** The site's region selector for "every region". */
export const ALL_REGIONS = '-1';

/** `yyyy-MM-dd` as the site's form takes it: `dd.MM.yyyy` ('' when absent). */
const dotted = (date: string | null) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
};

/**
 * The bailiffs' search of a person (001 §2.2, §7 'FSSP and comparison': `get-link-fssp`): an individual (`variant`
 * 1) by surname, name, patronymic and birth date (dd.MM.yyyy) in a region (`regionId`, two digits, or every region).
 * The documents do not show the URL; this is the site's public search form sent as a GET.
 */
export function bailiffSearchUrl(person: PersonSource, regionId: string | null): string {
  const query = new URLSearchParams({
    'is[variant]': '1',
    'is[last_name]': person.surName?.trim() ?? '',
    'is[first_name]': person.firstName?.trim() ?? '',
    'is[patronymic]': person.middleName?.trim() ?? '',
    'is[date]': dotted(person.birthDate),
    'is[region_id][0]': regionId ?? ALL_REGIONS,
  });
  return `${BAILIFF_SEARCH_URL}?${query.toString()}`;
}
