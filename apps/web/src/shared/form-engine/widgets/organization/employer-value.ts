import type { Employer, PartySuggestion } from '@autocredit/generated/api';

/** The texts and links of the organisation widget (002 §2, §3, §4, §6). */
export const EMPLOYER_SEARCH_TITLE = 'Поиск по ИНН';
export const TOO_MANY_MATCHES = 'Найдено более 15 совпадений';
export const NO_MATCHES = 'Нет данных';

/** 'Головная организация' for `main`, 'Филиал' for any other branch type (none: nothing shown). */
export function branchLabel(branchType: string | null | undefined): string {
  if (!branchType) return '';
  return branchType === 'main' ? 'Головная организация' : 'Филиал';
}

/** The organisation's full name with its legal form, as the suggestions show it. */
export const partyTitle = (party: PartySuggestion): string => party.name.full_with_opf || party.value;

/** The employer a picked organisation fills the field with (the `PartySuggestion` → `Employer` mapping). */
export function employerOf(party: PartySuggestion): Employer {
  return {
    name: party.name.full,
    shortName: party.name.short ?? null,
    inn: party.inn,
    kpp: party.kpp ?? null,
    ogrn: party.ogrn ?? null,
    okfs: party.okfs ?? null,
    okved: party.okved ?? null,
    opf: party.opf ?? null,
    branchType: party.branchType ?? null,
    organizationAddressLegal: party.address ?? null,
    organizationStatus: party.state?.status ?? null,
    state: party.state ?? null,
    registrationDate: party.state?.registration_date ?? null,
    value: `${partyTitle(party)}, ИНН ${party.inn}`,
  };
}

/** An organization field's value from what the server sent: an employer with an INN, else null. */
export function employerValue(value: unknown): Employer | null {
  if (typeof value !== 'object' || value === null) return null;
  const employer = value as Partial<Employer>;
  return typeof employer.inn === 'string' && employer.inn !== '' ? (employer as Employer) : null;
}

/** The text an employer shows in the input. */
export const employerText = (employer: Employer | null): string =>
  employer ? employer.value || `${employer.name}, ИНН ${employer.inn}` : '';

/** The registry record of an organisation (opened in a new tab). */
export const registryUrl = (ogrn: string): string =>
  `https://egrul.nalog.ru/index.html?query=${encodeURIComponent(ogrn)}`;

/** The deal list filtered by the employer's INN. */
export const dealListHref = (inn: string): string => `/deal?inn=${encodeURIComponent(inn)}`;

/** The deal view of a deal. */
export const dealHref = (id: number): string => `/deal/${id}`;
