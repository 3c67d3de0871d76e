import { describe, expect, it } from 'vitest';
import {
  deletedContactCount,
  deletedContactsText,
  holderContactMarker,
  holderContactType,
} from './holder-contacts-rules';

const changes = { added: [5013], changed: [5012, 'passport.number'], deleted: [4990, '4991', 'email'] };

describe('the holder contacts', () => {
  it('marks a contact added or changed by its id; none without changes to compare', () => {
    expect(holderContactMarker(5013, changes)).toBe('added');
    expect(holderContactMarker(5012, changes)).toBe('changed');
    expect(holderContactMarker(5014, changes)).toBeNull();
    expect(holderContactMarker(5012, undefined)).toBeNull();
  });

  it("counts the deleted contacts (ids, not a person's field paths) and says it with the noun agreeing", () => {
    expect(deletedContactCount(changes)).toBe(2);
    expect(deletedContactCount(undefined)).toBe(0);
    expect(deletedContactsText(1)).toBe('Было удалено 1 контакт');
    expect(deletedContactsText(2)).toBe('Было удалено 2 контакта');
    expect(deletedContactsText(5)).toBe('Было удалено 5 контактов');
  });

  it('titles the kinds of contacts; an unknown one as it came', () => {
    expect(holderContactType('registrationPhone')).toBe('Телефон по адресу регистрации');
    expect(holderContactType('telegram')).toBe('telegram');
  });
});
