import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { DomainError } from '../domain/errors';
import { configOf, fileView, uploadTexts } from '../domain/uploads/file-store';
import { actorOf } from '../plugins/auth';

const noFile = () =>
  new DomainError('invalid', uploadTexts.noFile, [{ propertyPath: 'file', message: uploadTexts.noFile }]);

/** The `file` part of a multipart body, read whole; anything the parser refuses is a 400 on `file`, never a 5xx. */
async function filePart(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw noFile();
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part || part.fieldname !== 'file') throw noFile();
    const content = await part.toBuffer();
    return { name: part.filename, content, truncated: part.file.truncated };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { name: '', content: Buffer.alloc(0), truncated: true };
    throw new DomainError('invalid', uploadTexts.noFile, [{ propertyPath: 'file', message: uploadTexts.noFile }]);
  }
}

/**
 * The uploads the file widgets use (001 §4, 002 §7): `POST /api/file/upload/{validateConfig}` stores one file
 * (multipart part `file`), checked against the validation config; `GET /api/file/get/{fileId}` answers a stored file
 * with its media type. Who may call them is the access table's (authorisation/uploads.ts); the checks and the limits
 * are the domain's (domain/uploads/file-store.ts).
 */
export default async function uploadRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { files } = store;

  app.route<ApiRoute<'uploadFile'>>({
    ...contract.route('uploadFile'),
    handler: async (request) => {
      const config = configOf(request.params.validateConfig);
      const upload = await filePart(request, config.maxBytes);
      return { result: fileView(files.store(request.params.validateConfig, upload, actorOf(request).id)) };
    },
  });

  app.route<ApiRoute<'downloadFile'>>({
    ...contract.route('downloadFile'),
    handler: async (request, reply) => {
      const file = files.get(request.params.fileId);
      const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return (
        reply
          .header('content-type', file.mimeType)
          .header(
            'content-disposition',
            `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          )
          // The contract types a binary body as the browser's Blob; the bytes go out as they are.
          .send(file.content as unknown as Blob)
      );
    },
  });
}
