import { describe, expect, it } from 'vitest';
import { refusal } from '../../testing/deal-book-fixtures';
import { contactTexts } from '../contacts/deal-contacts';
import { visibilityTexts } from '../deal-book/visibility';
import { commentTexts } from './comments';
import { fileThread, refusedTextMessage, underwriterThread } from './threads';

const contacts = {
  hasContact: (dealId: number, contactId: number) => dealId === 100_001 && contactId === 7,
  hasHolderContact: (dealId: number, holder: string, contactId: number) =>
    dealId === 100_001 && holder === 'client' && contactId === 123,
  hasFile: (dealId: number, fileId: number) => dealId === 100_001 && fileId === 55,
};

describe("the underwriters' thread on a holder", () => {
  it('is the deal itself, or a contact of the deal', () => {
    expect(underwriterThread(contacts, 100_001, 'deal', 100_001)).toEqual({
      kind: 'underwriter',
      holder: 'deal',
      entityId: 100_001,
    });
    expect(underwriterThread(contacts, 100_001, 'additionalDealContact', 7)).toMatchObject({ entityId: 7 });
    expect(underwriterThread(contacts, 100_001, 'clientContact', 123)).toMatchObject({ holder: 'clientContact' });
  });

  it('refuses another deal as not found, and a contact of another deal as a contact not found', () => {
    expect(refusal(() => underwriterThread(contacts, 100_001, 'deal', 100_002))).toEqual({
      kind: 'not-found',
      message: visibilityTexts.dealNotFound,
    });
    expect(refusal(() => underwriterThread(contacts, 100_002, 'additionalDealContact', 7))).toEqual({
      kind: 'not-found',
      message: contactTexts.notFound,
    });
  });
});

describe("the message of a comment's refused text", () => {
  it('is "Введите текст комментария" for a text left out, not a string, empty or blank; else the one given', () => {
    for (const text of [undefined, null, 5, '', '   \n']) {
      expect(refusedTextMessage(text, 'x')).toBe(commentTexts.emptyText);
    }
    expect(refusedTextMessage('a'.repeat(5001), 'Значение должно быть не более 5000 символов')).toBe(
      'Значение должно быть не более 5000 символов',
    );
  });
});

describe('threads only on what the deal has', () => {
  it("refuses a holder's contact the deal does not have, and a file of none of its documents", () => {
    expect(refusal(() => underwriterThread(contacts, 100_001, 'clientContact', 999))).toEqual({
      kind: 'not-found',
      message: contactTexts.notFound,
    });
    expect(refusal(() => underwriterThread(contacts, 100_001, 'spouseContact', 123))).toEqual({
      kind: 'not-found',
      message: contactTexts.notFound,
    });
    expect(fileThread(contacts, 100_001, 55)).toEqual({ kind: 'file', fileId: 55 });
    expect(refusal(() => fileThread(contacts, 100_001, 56))).toEqual({
      kind: 'not-found',
      message: commentTexts.fileNotFound,
    });
  });
});
