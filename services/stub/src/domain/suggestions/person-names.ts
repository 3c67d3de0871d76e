import type { PersonNameSuggestion } from '@autocredit/generated/api';
import {
  FEMALE_NAMES,
  MALE_NAMES,
  MAN,
  PATRONYMICS,
  SURNAMES,
  WOMAN,
  surnameFor,
  type Gender,
} from '../world/seed/names';
import { normalise, wordsOf } from './text';

/**
 * The person-name suggestions of `get-fio` (000 §7, 002 §7): the world's names, patronymics and surnames in both
 * genders. The typed words are read in the order surname, name, patronymic (or name, patronymic when the first is
 * no surname); each may be typed in part. The gender is that of the parts found, `unknown` when they do not tell
 * (a surname alike in both genders, Бондаренко, with nothing else).
 */

type Part = 'surname' | 'name' | 'patronymic';
interface Lists {
  surname: readonly string[];
  name: readonly string[];
  patronymic: readonly string[];
}

const LISTS: readonly Lists[] = [MAN, WOMAN].map((g) => ({
  surname: SURNAMES.map((s) => surnameFor(s, g as Gender)),
  name: g === MAN ? MALE_NAMES : FEMALE_NAMES,
  patronymic: PATRONYMICS.map((p) => p[1 + g]!),
}));
const GENDER_OF = ['male', 'female'] as const;
const ORDERS: readonly (readonly Part[])[] = [
  ['surname', 'name', 'patronymic'],
  ['name', 'patronymic', 'surname'],
];

/** The entries of a list that begin with the typed word, the whole word first. */
function matching(list: readonly string[], typed: string): string[] {
  const hits = list.filter((x) => normalise(x).startsWith(typed));
  return [...hits.filter((x) => normalise(x) === typed), ...hits.filter((x) => normalise(x) !== typed)];
}

/** Up to `count` suggestions for the typed text, best first. */
export function suggestPersonNames(query: string, count = 10): PersonNameSuggestion[] {
  const typed = wordsOf(query).slice(0, 3);
  if (typed.length === 0) return [];
  const found: PersonNameSuggestion[] = [];
  for (const order of ORDERS) {
    for (const g of [MAN, WOMAN]) {
      const lists = LISTS[g]!;
      let partial: PersonNameSuggestion[] = [{ name: null, patronymic: null, surname: null, gender: GENDER_OF[g]! }];
      typed.forEach((word, i) => {
        const part = order[i]!;
        const options = matching(lists[part], word).slice(0, count);
        partial = partial.flatMap((p) => options.map((o) => ({ ...p, [part]: o })));
      });
      found.push(...partial.slice(0, count));
    }
  }
  // The same parts in both genders: the parts do not tell the gender.
  const byKey = new Map<string, PersonNameSuggestion>();
  for (const s of found) {
    const key = `${s.surname}|${s.name}|${s.patronymic}`;
    const known = byKey.get(key);
    if (!known) byKey.set(key, s);
    else if (known.gender !== s.gender) known.gender = 'unknown';
  }
  const exact = (s: PersonNameSuggestion) =>
    typed.every((w) => [s.surname, s.name, s.patronymic].some((x) => x !== null && normalise(x) === w));
  const all = [...byKey.values()];
  return [...all.filter(exact), ...all.filter((s) => !exact(s))].slice(0, count);
}
