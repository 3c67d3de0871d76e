import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { attachment, download } from './downloads';

describe('attachment', () => {
  it('gives a Cyrillic name as ASCII in `filename` and whole in `filename*` (RFC 6266, 5987)', () => {
    expect(attachment('Запись звонка.wav')).toBe(
      `attachment; filename="______ ______.wav"; filename*=UTF-8''${encodeURIComponent('Запись звонка.wav')}`,
    );
  });

  it('encodes the characters RFC 5987 does not allow bare in `filename*`', () => {
    expect(attachment("Отчёт (1)'s.pdf")).toContain(
      `filename*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82%20%281%29%27s.pdf`,
    );
  });

  it('takes the ASCII name given; an ASCII name alone is `filename`', () => {
    expect(attachment('Паспорт.pdf', 'passport.pdf')).toBe(
      `attachment; filename="passport.pdf"; filename*=UTF-8''${encodeURIComponent('Паспорт.pdf')}`,
    );
    expect(attachment('docs.zip')).toBe('attachment; filename="docs.zip"');
  });
});

describe('download', () => {
  it('sends the bytes with the type, the attachment and the headers given', async () => {
    const app = Fastify();
    app.get('/file', (_request, reply) =>
      download(reply, 'audio/wav', 'Запись.wav', new Uint8Array([1, 2, 3]), {
        headers: { 'cache-control': 'no-store' },
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="______.wav"; filename*=UTF-8''${encodeURIComponent('Запись.wav')}`,
    );
    expect([...res.rawPayload]).toEqual([1, 2, 3]);
    await app.close();
  });
});
