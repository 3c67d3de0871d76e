import type { RecognizedData } from '@autocredit/generated/api';
import { ROOT } from './short-form-tree';

/** One value to set in the short form: the engine's path and the value. */
export interface Fill {
  path: string;
  value: unknown;
}

const blank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'object' && Object.values(value as object).every(blank));

const at = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], values);

/**
 * What the recognised documents fill in (000 §2.12: only the fields that are still empty; what the user typed stays):
 * each name part and the gender on its own, the birth date and place, the registration address, the passport.
 */
export function recognizedFills(values: unknown, data: RecognizedData): Fill[] {
  const fills: Fill[] = [];
  const offer = (path: string, value: unknown) => {
    const full = `${ROOT}.${path}`;
    if (!blank(value) && blank(at(values, full))) fills.push({ path: full, value });
  };
  const { person, passport } = data;
  const fio = at(values, `${ROOT}.person.fio`) as Record<string, unknown> | undefined;
  if (fio) {
    const parts = { surName: person.surName, firstName: person.firstName, middleName: person.middleName };
    const next = { ...fio };
    let changed = false;
    for (const [part, value] of Object.entries(parts)) {
      if (!blank(value) && blank(fio[part])) {
        next[part] = value;
        changed = true;
      }
    }
    if (!blank(person.gender) && blank(fio.gender)) {
      next.gender = person.gender;
      changed = true;
    }
    if (changed) fills.push({ path: `${ROOT}.person.fio`, value: next });
  }
  offer('person.birthDate', person.birthDate);
  offer('person.bornPlace', person.bornPlace);
  offer('address.addressRegistration', person.addressRegistration);
  offer('passport.series', passport.series);
  offer('passport.number', passport.number);
  offer('passport.issueDate', passport.issueDate);
  offer('passport.divisionCode', passport.divisionCode);
  offer('passport.divisionName', passport.divisionName);
  return fills;
}
