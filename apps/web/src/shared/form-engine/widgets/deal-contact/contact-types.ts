import type { DealContact, FormField, FormFieldChoice } from '@autocredit/generated/api';

/**
 * The relations the contract knows (`DealContactType` of contacts.yaml: its examples and their titles). The set is
 * open: the field's `choices` replace it when the server sends them.
 */
export const KNOWN_CONTACT_TYPES: readonly FormFieldChoice[] = [
  { value: 'relative', label: 'Родственник' },
  { value: 'friend', label: 'Друг' },
  { value: 'colleague', label: 'Коллега' },
  { value: 'neighbour', label: 'Сосед' },
  { value: 'other', label: 'Другое' },
];

/** The type choices of the dialog: the field's `choices` if it has some, else the contract's known relations. */
export function contactTypeChoices(field: FormField): readonly FormFieldChoice[] {
  return field.choices && field.choices.length > 0 ? field.choices : KNOWN_CONTACT_TYPES;
}

/** The type as the table shows it: `typeRole`, else the choice's label, else the code as it came. */
export function contactTypeLabel(contact: DealContact, choices: readonly FormFieldChoice[]): string {
  if (contact.typeRole) return contact.typeRole;
  return choices.find((c) => c.value === contact.type)?.label ?? contact.type;
}
