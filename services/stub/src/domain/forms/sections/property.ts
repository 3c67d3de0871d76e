import { address, choice, choiceAuto, collection, group, hidden, type FieldOptions } from '../fields';
import type { FormDictionaries, FormSource } from '../source';
import type { FieldSpecs } from '../spec';
import { PERSON_TITLES, type PersonKey } from './person';

/** The real-estate items of 'Сведения об имуществе' (001 §2.4, §3 'Real estate'), with their titles. */
const ITEMS = [
  ['apartment', 'Квартира'],
  ['cottage', 'Дом'],
  ['garage', 'Гараж'],
  ['land', 'Земельный участок'],
] as const;

/** One person's property: each item's check select and address, and the cars (added and deleted in edit mode). */
function propertyOf(person: PersonKey, d: FormDictionaries, o: FieldOptions): FieldSpecs {
  const at = (key: string) => `${person}.realEstate.${key}`;
  const items: FieldSpecs = {};
  for (const [key, title] of ITEMS) {
    items[`${key}Check`] = choice(title, at(`${key}Check`), d.realEstateChecks, o);
    items[key] = address(`Адрес: ${title.toLowerCase()}`, at(key), o);
  }
  items.cars = collection('Автомобили', at('cars'), () => ({ car: choiceAuto('Автомобиль', '', o) }), {
    attributes: { allow_add: true, allow_delete: true },
    ...o,
  });
  return items;
}

/**
 * The finance step's form: a group per person of the deal (the client, and the spouse and third person when there
 * are), each with the person's id (the budget calls of the step take it) and their property.
 */
export function financialFields(source: FormSource, d: FormDictionaries, o: FieldOptions = {}): FieldSpecs {
  const persons: PersonKey[] = ['client'];
  if (source.spouse) persons.push('spouse');
  if (source.thirdFace) persons.push('thirdFace');
  return Object.fromEntries(
    persons.map((p) => [
      p,
      group(PERSON_TITLES[p], {
        id: hidden(`${p}.id`, { readonly: true }),
        realEstate: group('Сведения об имуществе', propertyOf(p, d, o)),
      }),
    ]),
  );
}
