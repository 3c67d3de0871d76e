import { describe, expect, it } from 'vitest';
import { FileStore, MAX_UPLOAD_BYTES, fileView, sniff, uploadTexts } from './file-store';
import { refusal } from '../../testing/refusal';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

describe('the uploaded files', () => {
  it('reads the media type from the content', () => {
    expect(sniff(PDF)).toBe('application/pdf');
    expect(sniff(PNG)).toBe('image/png');
    expect(sniff(JPEG)).toBe('image/jpeg');
    expect(sniff(Buffer.from('hello'))).toBeNull();
  });

  it('stores a file and answers it as stored, with its real type and a path', () => {
    const files = new FileStore(() => Date.UTC(2026, 10, 20, 8, 2));
    const stored = files.store('default', { name: 'C:\\scans\\ИУ_Иванов.pdf', content: PNG }, 2);
    expect(fileView(stored)).toEqual({
      id: stored.id,
      name: 'ИУ_Иванов.pdf',
      path: `/api/file/get/${stored.id}`,
      mimeType: 'image/png',
      createdAt: '2026-11-20T11:02:00+03:00',
      type: 'default',
      comments: [],
      document: null,
    });
    expect(files.get(stored.id).content.equals(PNG)).toBe(true);
    expect(refusal(() => files.get(1)).kind).toBe('not-found');
  });

  it('keeps no control character of a name: a NUL, a line break, an escape', () => {
    const files = new FileStore(() => 0);
    const named = (name: string) => files.store('default', { name, content: PDF }, 2).name;
    expect(named('pass\u0000port.pdf')).toBe('passport.pdf');
    expect(named('a\r\nSet-Cookie: x.pdf')).toBe('aSet-Cookie: x.pdf');
    expect(named('..\\..\\\u001b[31mred.pdf')).toBe('[31mred.pdf');
    expect(named('\u0000\u0000')).toMatch(/^file-\d+$/);
  });

  it('refuses an unknown config, an empty, too large or wrongly typed file', () => {
    const files = new FileStore();
    expect(refusal(() => files.store('nope', { name: 'a.pdf', content: PDF }, 2))).toMatchObject({
      kind: 'not-found',
      message: uploadTexts.noConfig,
    });
    expect(refusal(() => files.store('default', { name: 'a.pdf', content: Buffer.alloc(0) }, 2)).fieldErrors).toEqual([
      { propertyPath: 'file', message: 'Файл пустой' },
    ]);
    expect(refusal(() => files.store('default', { name: 'a.txt', content: Buffer.from('text') }, 2)).message).toBe(
      'Недопустимый тип файла. Разрешены PDF, JPEG, PNG',
    );
    expect(refusal(() => files.store('image', { name: 'a.pdf', content: PDF }, 2)).message).toBe(
      'Недопустимый тип файла. Разрешены JPEG, PNG',
    );
    expect(refusal(() => files.store('default', { name: 'a.pdf', content: PDF, truncated: true }, 2)).message).toBe(
      `Размер файла превышает ${MAX_UPLOAD_BYTES / 1024 / 1024} МБ`,
    );
  });

  it('keeps the newest files within its limits', () => {
    const files = new FileStore(Date.now, { maxFiles: 2, maxBytes: 1024 });
    const ids = [1, 2, 3].map(() => files.store('default', { name: 'a.pdf', content: PDF }, 2).id);
    expect(refusal(() => files.get(ids[0]!)).kind).toBe('not-found');
    expect(files.get(ids[2]!).id).toBe(ids[2]);
  });
});
