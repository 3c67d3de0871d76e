import type { PersonNameSelection, PersonNameSuggestion } from '@autocredit/generated/api';

/** A name part: the field types `surName`, `firstName`, `middleName` and the keys of `fioAndGender`'s value. */
export type NamePart = 'surName' | 'firstName' | 'middleName';

/** The stored gender of a name: `man`, `woman` or empty. */
export type NameGender = PersonNameSelection['gender'];

/** The value of a `fioAndGender` field. */
export interface FioAndGender {
  surName: string;
  firstName: string;
  middleName: string;
  gender: NameGender;
}

export const EMPTY_FIO_AND_GENDER: FioAndGender = { surName: '', firstName: '', middleName: '', gender: '' };

/** The name parts in the order they are shown. */
export const NAME_PARTS: readonly NamePart[] = ['surName', 'firstName', 'middleName'];

/** The labels of the name parts inside `fioAndGender`. */
export const NAME_PART_LABELS: Readonly<Record<NamePart, string>> = {
  surName: 'Фамилия',
  firstName: 'Имя',
  middleName: 'Отчество',
};

export const GENDERS_DISAGREE = 'Гендеры не совпадают';

/** The gender choices of `fioAndGender`. */
export const GENDER_CHOICES: readonly { value: Exclude<NameGender, ''>; label: string }[] = [
  { value: 'man', label: 'Мужской' },
  { value: 'woman', label: 'Женский' },
];

/** The suggestion's text for one name part (null when the suggestion does not have it). */
export function partOf(suggestion: PersonNameSuggestion, part: NamePart): string | null {
  switch (part) {
    case 'surName':
      return suggestion.surname;
    case 'firstName':
      return suggestion.name;
    default:
      return suggestion.patronymic;
  }
}

/** The stored gender of the API's one: `male` → `man`, `female` → `woman`, anything else empty. */
export const genderOf = (gender: string): NameGender =>
  gender === 'male' ? 'man' : gender === 'female' ? 'woman' : '';

/** The suggestion as the web app keeps it (002 §3). */
export const selectionOf = (suggestion: PersonNameSuggestion): PersonNameSelection => ({
  firstName: suggestion.name,
  middleName: suggestion.patronymic,
  surName: suggestion.surname,
  gender: genderOf(suggestion.gender),
});

/** The suggestions that have the part, one per distinct text of the part. */
export function withPart(suggestions: readonly PersonNameSuggestion[], part: NamePart): PersonNameSuggestion[] {
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => {
    const text = partOf(suggestion, part);
    if (!text || seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** The gender each name part's picked suggestion implies (a part typed in since implies none). */
export type ImpliedGenders = Partial<Record<NamePart, NameGender>>;

/**
 * A suggestion picked for a name part (000 §5, 002 §5), wherever the parts are (one `fioAndGender` field, or the
 * `surName`, `firstName`, `middleName` fields beside a `gender` choice): the part's text, what the parts now imply,
 * and the gender to show: the suggestion's when it is male or female, else the one shown.
 */
export function pickName(
  implied: ImpliedGenders,
  part: NamePart,
  suggestion: PersonNameSuggestion,
  shownGender: NameGender,
): { text: string; implied: ImpliedGenders; gender: NameGender } {
  const picked = selectionOf(suggestion);
  return {
    text: picked[part] ?? '',
    implied: { ...implied, [part]: picked.gender },
    gender: picked.gender || shownGender,
  };
}

/** A name part typed in: it implies no gender any more. */
export const typedName = (implied: ImpliedGenders, part: NamePart): ImpliedGenders =>
  implied[part] === undefined ? implied : { ...implied, [part]: undefined };

/** Whether the genders the chosen name parts imply disagree (one says man, another woman). */
export function gendersDisagree(implied: ImpliedGenders): boolean {
  const genders = new Set(Object.values(implied).filter((gender) => gender === 'man' || gender === 'woman'));
  return genders.size > 1;
}

/** A `fioAndGender` value from whatever the server sent (missing parts empty). */
export function fioAndGenderOf(value: unknown): FioAndGender {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' ? raw[key] : '');
  const gender = raw.gender === 'man' || raw.gender === 'woman' ? raw.gender : '';
  return { surName: text('surName'), firstName: text('firstName'), middleName: text('middleName'), gender };
}
