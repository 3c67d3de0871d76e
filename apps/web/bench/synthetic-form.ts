import type { Form, FormField, FormFieldType } from '@autocredit/generated/api';

/** How many value fields the synthetic form has (each is one `[data-field]` in the DOM). */
export const FIELD_COUNT = 300;
const GROUPS = 10;

/** The mix of a large task form: 120 text, 40 money, 30 number, 40 choice, 30 date, 20 checkbox, 10 textarea, 10 phone. */
const MIX: Array<[FormFieldType, number]> = [
  ['text', 120],
  ['money', 40],
  ['number', 30],
  ['choice', 40],
  ['date', 30],
  ['checkbox', 20],
  ['textarea', 10],
  ['phone', 10],
];

/** A small deterministic generator (mulberry32): the same form on every load. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['Иванов', 'Москва', 'Ленина', 'менеджер', 'ООО Ромашка', 'Тверская', 'инженер', 'Петрова'];
const CHOICES = ['Да', 'Нет', 'Холост', 'Женат', 'Работает', 'Пенсионер', 'Студент', 'ИП', 'Собственник', 'Аренда'];
const MASKS = ['9999 999999', '999-999', '9999999999[99]', '99 99 999999'];

/**
 * The synthetic 300-field form: the mix above shuffled (seeded) and split into 10 labelled groups (`form` nodes)
 * inside one unlabelled group (a single top-level group: one page, not tabs). About 60 % of the fields come filled.
 * `targetPath`: the plain text field the keystroke benchmark types into (the first one past the middle, empty).
 */
export function syntheticForm(): { form: Form; targetPath: string } {
  const next = random(20261124);
  const types: FormFieldType[] = MIX.flatMap(([type, count]) => Array.from({ length: count }, () => type));
  for (let i = types.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [types[i], types[j]] = [types[j]!, types[i]!];
  }
  const groups: Record<string, FormField> = {};
  let target = '';
  types.forEach((type, index) => {
    const number = index + 1;
    const groupKey = `g${String(Math.floor(index / (FIELD_COUNT / GROUPS)) + 1).padStart(2, '0')}`;
    const group = (groups[groupKey] ??= {
      type: 'form',
      label: `Раздел ${groupKey.slice(1)}`,
      children: {},
    });
    const key = `f${String(number).padStart(3, '0')}`;
    const filled = next() < 0.6;
    const field: FormField = { type, label: `Поле ${number}`, value: null };
    if (next() < 0.3) field.rules = ['required'];
    if (next() < 0.1) field.dependence = true;
    switch (type) {
      case 'text': {
        const kind = index % 6;
        if (kind === 1) {
          field.attributes = { mask: MASKS[number % MASKS.length]!, autoUnmask: number % 2 === 0 };
          if (filled) field.value = '1234567890';
        } else if (kind === 3) {
          field.attributes = { ucfirst: true };
          if (filled) field.value = WORDS[number % WORDS.length];
        } else if (filled) {
          field.value = `${WORDS[number % WORDS.length]} ${number}`;
        }
        if (!target && index >= FIELD_COUNT / 2 && kind !== 1 && kind !== 3) {
          target = `${groupKey}.${key}`;
          field.value = '';
          field.dependence = false;
        }
        break;
      }
      case 'money':
        if (filled) field.value = Math.round(next() * 5_000_000);
        break;
      case 'number':
        if (filled) field.value = Math.round(next() * 1000) / 10;
        break;
      case 'choice': {
        const expanded = number % 4 === 0;
        const count = expanded ? 3 : 4 + (number % 9);
        field.choices = Array.from({ length: count }, (_, i) => ({
          value: String(i + 1),
          label: CHOICES[i % CHOICES.length]!,
        }));
        if (expanded) field.attributes = { expanded: true };
        if (filled) field.value = String(1 + (number % count));
        break;
      }
      case 'date':
        if (filled) field.value = `20${String(10 + (number % 15))}-0${1 + (number % 9)}-1${number % 10}`;
        break;
      case 'checkbox':
        field.value = filled ? '1' : 'false';
        break;
      case 'textarea':
        field.attributes = { rows: 3 };
        if (filled) field.value = `${WORDS[number % WORDS.length]}, комментарий к заявке ${number}`;
        break;
      case 'phone':
        if (filled) field.value = `+7916${String(1_000_000 + number * 7919).slice(0, 7)}`;
        break;
      default:
        break;
    }
    group.children![key] = field;
  });
  const form: Form = {
    formName: 'bench',
    steps: { '1': 'Анкета' },
    current_step: '1',
    next_step: null,
    errors: [],
    fields: { application: { type: 'form', label: null, children: groups } },
  };
  return { form, targetPath: `application.${target}` };
}
