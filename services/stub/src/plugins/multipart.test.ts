import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors';
import { multipartFile } from '../testing/multipart';
import { filePart, multipartPlugin } from './multipart';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function appWith(maxBytes?: number) {
  const built = Fastify();
  await built.register(multipartPlugin, maxBytes === undefined ? {} : { maxBytes });
  built.post('/raw', async (request) => {
    const part = await request.file();
    try {
      return { size: (await part!.toBuffer()).length };
    } catch (error) {
      return { refused: (error as { code?: string }).code };
    }
  });
  built.post('/file', async (request) => {
    try {
      const { name, content, truncated } = await filePart(request, 8);
      return { name, size: content.length, truncated };
    } catch (error) {
      return { refused: error instanceof DomainError ? error.message : String(error) };
    }
  });
  return built;
}

const send = (url: string, content: Buffer, field = 'file') =>
  app!.inject({ method: 'POST', url, ...multipartFile(field, 'скан.pdf', content, 'application/pdf') });

describe('the multipart plugin (option maxBytes)', () => {
  it('reads a file within maxBytes, refuses a larger one', async () => {
    app = await appWith(16);
    expect((await send('/raw', Buffer.alloc(16))).json()).toEqual({ size: 16 });
    expect((await send('/raw', Buffer.alloc(17))).json()).toEqual({ refused: 'FST_REQ_FILE_TOO_LARGE' });
  });

  it("reads the `file` part whole, marks one over the reader's limit as truncated, refuses another part", async () => {
    app = await appWith();
    expect((await send('/file', Buffer.alloc(8))).json()).toEqual({ name: 'скан.pdf', size: 8, truncated: false });
    expect((await send('/file', Buffer.alloc(9))).json()).toMatchObject({ truncated: true });
    expect((await send('/file', Buffer.alloc(8), 'other')).json()).toEqual({ refused: 'Выберите файл' });
  });
});
