import { describe, expect, it } from 'vitest';
import { refusal } from '../../testing/deal-book-fixtures';
import { World } from '../world/world';
import { fallbackEmail, listAsker } from './lists';
import { PledgeBook } from './pledge-book';
import { pledgeTexts } from './texts';

const world = new World({ seed: 20261122, deals: 300 });
const book = new PledgeBook(world, { seed: 20261122, balance: 1000 });
const idOf = (status: string) => world.pledgeId(world.pledges.find((p) => p.status === status)!.row);

describe('the registry check of a pledge', () => {
  it('says whether the registry holds it; an unknown pledge is not found', () => {
    expect(book.checkRegistered(world, idOf('reg_success'))).toBe(true);
    expect(refusal(() => book.checkRegistered(world, 1))).toEqual({ kind: 'not-found', message: pledgeTexts.notFound });
  });

  it('refuses with the registry’s error lines when the registry cannot be asked', () => {
    const inError = world.pledges.filter((p) => p.status === 'reg_error_upload').map((p) => world.pledgeId(p.row));
    expect(refusal(() => book.checkRegistered(world, inError[1]!))).toEqual({
      kind: 'invalid',
      message: pledgeTexts.registryTimeout,
      fieldErrors: [
        { propertyPath: '', message: pledgeTexts.registryTimeout },
        { propertyPath: '', message: pledgeTexts.registryCode },
      ],
    });
  });
});

describe('who asks for a pledge list', () => {
  it("gives a user's own e-mail, else one made from the username", () => {
    const users = { byUsername: (u: string) => (u === 'goz' ? { email: 'goz@bank.example' } : undefined) };
    const asker = listAsker(users, 'pledge_editor');
    expect(asker.username).toBe('pledge_editor');
    expect(asker.emailOf('goz')).toBe('goz@bank.example');
    expect(asker.emailOf('registrar7')).toBe(fallbackEmail('registrar7'));
    expect(fallbackEmail('registrar7')).toBe('registrar7@autocredit.example');
  });
});
