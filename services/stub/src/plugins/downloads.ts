import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';

/**
 * `attachment` with the name per RFC 6266: `filename` in ASCII (`fallback`, else the name with every other character
 * as `_`) and, when that differs, the whole name as UTF-8 in `filename*` (RFC 5987), so a Cyrillic name arrives whole.
 */
export const attachment = (name: string, fallback: string = name.replace(/[^\x20-\x7e]|["\\]/g, '_')) =>
  contentDisposition(name, { fallback });

/** Sends bytes as a download: `fallback` the ASCII name (see `attachment`), `headers` any others (`cache-control`). */
export const download = (
  reply: FastifyReply,
  type: string,
  name: string,
  content: Uint8Array,
  extra: { fallback?: string; headers?: Record<string, string> } = {},
) =>
  reply
    .headers({ ...extra.headers, 'content-type': type, 'content-disposition': attachment(name, extra.fallback) })
    // The contract types a binary body as the browser's Blob; the bytes go out as they are.
    .send(Buffer.from(content.buffer, content.byteOffset, content.byteLength) as unknown as Blob);
