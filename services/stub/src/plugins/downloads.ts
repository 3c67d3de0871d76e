import type { FastifyReply } from 'fastify';

/** `attachment` with the name as ASCII (others as `_`) and as UTF-8 (`filename*`). */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Sends bytes as a download (`attachment`, so a Cyrillic name arrives whole). */
export const download = (reply: FastifyReply, type: string, name: string, content: Uint8Array) =>
  reply
    .header('content-type', type)
    .header('content-disposition', attachment(name))
    // The contract types a binary body as the browser's Blob; the bytes go out as they are.
    .send(Buffer.from(content.buffer, content.byteOffset, content.byteLength) as unknown as Blob);
