import { describe, expect, it } from 'vitest';
import { CommentBook, commentTexts, type CommentAuthor } from './comments';
import { refusal } from '../../testing/refusal';

const AUTHORS: Record<number, CommentAuthor> = {
  2: { id: 2, fio: 'Иванова Мария Сергеевна', username: 'goz', roles: ['ROLE_GOZ'] },
  6: { id: 6, fio: 'Смирнова Ольга Викторовна', username: 'underwriter', roles: ['ROLE_UNDERWRITER'] },
  8: { id: 8, fio: 'Новикова Елена Александровна', username: 'underwriter_chief', roles: ['ROLE_UNDERWRITER_CHIEF'] },
};
const goz = AUTHORS[2]!;
const underwriter = AUTHORS[6]!;
const chief = AUTHORS[8]!;

const book = (now = 1_795_158_900_000) =>
  new CommentBook(
    (id) => AUTHORS[id],
    () => now,
  );

describe('deal comments', () => {
  it('keeps a thread per deal, oldest first, with the author and canDelete for the reader', () => {
    const comments = book();
    const first = comments.add(100, { kind: 'common' }, goz, '  Клиент просит перезвонить  ');
    comments.add(100, { kind: 'common' }, underwriter, 'Доход подтверждён');
    comments.add(101, { kind: 'common' }, goz, 'Другая заявка');
    expect(first).toEqual({
      id: 88_000,
      text: 'Клиент просит перезвонить',
      createdAt: 1_795_158_900,
      canDelete: true,
      entityId: 100,
      user: { id: 2, fio: 'Иванова Мария Сергеевна', position: 'Оператор ГОЗ', username: 'goz' },
    });
    const seen = comments.list(100, { kind: 'common' }, underwriter);
    expect(seen.map((c) => [c.text, c.canDelete])).toEqual([
      ['Клиент просит перезвонить', false],
      ['Доход подтверждён', true],
    ]);
  });

  it('separates the common, underwriter and file threads; entityId is the contact or the file', () => {
    const comments = book();
    comments.add(100, { kind: 'common' }, goz, 'общий');
    comments.add(100, { kind: 'underwriter', holder: 'deal', entityId: 100 }, underwriter, 'по сделке');
    comments.add(100, { kind: 'underwriter', holder: 'clientContact', entityId: 5012 }, underwriter, 'по контакту');
    comments.add(100, { kind: 'file', fileId: 7 }, goz, 'файл 7');
    comments.add(100, { kind: 'file', fileId: 8 }, goz, 'файл 8');
    expect(comments.list(100, { kind: 'underwriter', holder: 'deal', entityId: 100 }, goz).map((c) => c.text)).toEqual([
      'по сделке',
    ]);
    const contact = comments.list(100, { kind: 'underwriter', holder: 'clientContact', entityId: 5012 }, goz);
    expect(contact.map((c) => [c.text, c.entityId])).toEqual([['по контакту', 5012]]);
    expect(comments.list(100, { kind: 'file', fileId: 8 }, goz).map((c) => c.text)).toEqual(['файл 8']);
    expect(comments.listKind(100, 'file', goz).map((c) => c.entityId)).toEqual([7, 8]);
  });

  it("refuses an empty text with 'Введите текст комментария' on text", () => {
    const error = refusal(() => book().add(100, { kind: 'common' }, goz, '   '));
    expect(error.kind).toBe('invalid');
    expect(error.fieldErrors).toEqual([{ propertyPath: 'text', message: commentTexts.emptyText }]);
  });

  it("deletes only one's own comment", () => {
    const comments = book();
    const { id } = comments.add(100, { kind: 'common' }, goz, 'мой');
    expect(comments.dealOf(id)).toBe(100);
    expect(refusal(() => comments.delete(id, underwriter))).toMatchObject({
      kind: 'forbidden',
      message: 'Не удалось удалить комментарий',
    });
    comments.delete(id, goz);
    expect(comments.list(100, { kind: 'common' }, goz)).toEqual([]);
    expect(refusal(() => comments.delete(id, goz)).kind).toBe('not-found');
    expect(refusal(() => comments.dealOf(id)).kind).toBe('not-found');
  });

  it('asking for the deal of an unknown comment changes nothing, a huge id included', () => {
    const seededOf = (dealId: number) => (dealId === 100 ? [{ text: 'старый', createdAt: 1, authorId: 2 }] : []);
    const comments = new CommentBook(
      (id) => AUTHORS[id],
      () => 0,
      seededOf,
    );
    const before = JSON.stringify(comments.snapshot());
    for (const id of [Number('99999999999999999999999'), 100_000_000 + 7 * 10, 100_000_000 + 100 * 10 + 5]) {
      expect(refusal(() => comments.dealOf(id)).kind).toBe('not-found');
    }
    expect(JSON.stringify(comments.snapshot())).toBe(before);
    expect(comments.dealOf(100_000_000 + 100 * 10)).toBe(100);
  });

  it('survives a snapshot and restore', () => {
    const comments = book();
    comments.add(100, { kind: 'common' }, goz, 'сохранится');
    const copy = book();
    copy.restore(JSON.parse(JSON.stringify(comments.snapshot())));
    expect(copy.list(100, { kind: 'common' }, goz).map((c) => c.text)).toEqual(['сохранится']);
    expect(copy.add(100, { kind: 'common' }, goz, 'дальше').id).toBe(88_001);
    expect(() => copy.restore({} as never)).toThrow();
  });
});

describe('typical comments', () => {
  it('shows the shared ones of the reader’s roles and their own private ones', () => {
    const comments = book();
    const forUnderwriter = comments.typical(underwriter);
    expect(forUnderwriter.canCreateTypicalComments).toBe(true);
    expect(forUnderwriter.comments.some((t) => t.isPrivate && t.text === 'Перезвонить клиенту после 18:00')).toBe(true);
    const forChief = comments.typical(chief);
    expect(forChief.comments.every((t) => !t.isPrivate)).toBe(true);
    const forGoz = comments.typical(goz);
    expect(forGoz.canCreateTypicalComments).toBe(false);
    expect(forGoz.comments.map((t) => t.text)).toEqual(['Клиент не отвечает на звонки, требуется повторный звонок']);
  });

  it('adds private (no roles) and shared ones; only underwriters may', () => {
    const comments = book();
    const mine = comments.addTypical(chief, { text: 'Мой шаблон', isPrivate: true });
    expect(mine).toMatchObject({ text: 'Мой шаблон', isPrivate: true, roles: [] });
    const shared = comments.addTypical(chief, { text: 'Для ГОЗ', isPrivate: false, roles: ['ROLE_GOZ'] });
    expect(comments.typical(goz).comments.map((t) => t.id)).toContain(shared.id);
    expect(comments.typical(underwriter).comments.map((t) => t.id)).not.toContain(mine.id);
    expect(refusal(() => comments.addTypical(goz, { text: 'x', isPrivate: true })).kind).toBe('forbidden');
    expect(refusal(() => comments.addTypical(chief, { text: ' ', isPrivate: true })).kind).toBe('invalid');
  });

  it("deletes only the author's private ones", () => {
    const comments = book();
    const mine = comments.addTypical(chief, { text: 'Мой шаблон', isPrivate: true });
    const shared = comments.typical(chief).comments.find((t) => !t.isPrivate)!;
    expect(refusal(() => comments.deleteTypical(shared.id, chief)).kind).toBe('forbidden');
    expect(refusal(() => comments.deleteTypical(mine.id, underwriter)).kind).toBe('not-found');
    comments.deleteTypical(mine.id, chief);
    expect(comments.typical(chief).comments.map((t) => t.id)).not.toContain(mine.id);
  });
});

describe('seeded common comments', () => {
  const seeded = () =>
    new CommentBook(
      (id) => AUTHORS[id],
      () => 1_795_158_900_000,
      (dealId) => (dealId === 100 ? [{ text: 'Доход подтверждён', createdAt: 1_795_000_000, authorId: 6 }] : []),
    );

  it("join the deal's common thread before what is added, once, and are kept in the snapshot", () => {
    const comments = seeded();
    comments.add(100, { kind: 'common' }, goz, 'Клиент просит перезвонить');
    const list = comments.list(100, { kind: 'common' }, goz);
    expect(list.map((c) => [c.text, c.user.username])).toEqual([
      ['Доход подтверждён', 'underwriter'],
      ['Клиент просит перезвонить', 'goz'],
    ]);
    expect(comments.list(100, { kind: 'common' }, goz)).toEqual(list);
    const copy = seeded();
    copy.restore(comments.snapshot());
    expect(copy.list(100, { kind: 'common' }, goz)).toEqual(list);
    expect(comments.list(101, { kind: 'common' }, goz)).toEqual([]);
  });

  it('may be deleted by their author without listing them first; a deleted one does not come back', () => {
    const comments = seeded();
    const id = seeded().list(100, { kind: 'common' }, underwriter)[0]!.id;
    expect(comments.dealOf(id)).toBe(100);
    expect(refusal(() => comments.delete(id, goz)).kind).toBe('forbidden');
    comments.delete(id, underwriter);
    expect(comments.list(100, { kind: 'common' }, underwriter)).toEqual([]);
  });
});
