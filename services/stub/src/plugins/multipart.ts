import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DocumentUploadRequest } from '@autocredit/generated/api';
import { bulkTexts, MAX_BULK_FILES } from '../domain/documents/bulk-upload';
import { MAX_UPLOAD_BYTES, VALIDATE_CONFIGS, uploadTexts } from '../domain/documents/file-store';
import { documentTexts } from '../domain/documents/uploads';
import { DomainError } from '../domain/errors';

/**
 * Multipart bodies (the uploads): left unparsed by Fastify and read by their routes through the readers below, one
 * file at a time by default, within `maxBytes` (the largest validation config's size).
 */
export const multipartPlugin = fp(
  async (app: FastifyInstance, opts: { maxBytes?: number } = {}) => {
    await app.register(multipart, {
      limits: { fileSize: opts.maxBytes ?? MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 },
    });
  },
  { name: 'multipart' },
);

/** A form field of a multipart body as a positive integer, or a 400 at that field. */
export function positiveInteger(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,15}$/.test(value.trim()) || Number(value) < 1) {
    throw new DomainError('invalid', bulkTexts.uploadFailed, [
      { propertyPath: field, message: 'Значение должно быть положительным целым числом' },
    ]);
  }
  return Number(value);
}

/** A required form field of a multipart body as a positive integer; a 400 at that field saying `missing` without it. */
export function requiredPositiveInteger(value: string | undefined, field: string, missing: string): number {
  const found = positiveInteger(value, field);
  if (found === undefined)
    throw new DomainError('invalid', bulkTexts.uploadFailed, [{ propertyPath: field, message: missing }]);
  return found;
}

/** The parts of a bulk upload: the files (`files[]`, also `files`) read whole, and the fields. */
export async function bulkParts(request: FastifyRequest) {
  const failed = (message: string = bulkTexts.uploadFailed, propertyPath = 'files[]') =>
    new DomainError('invalid', bulkTexts.uploadFailed, [{ propertyPath, message }]);
  if (!request.isMultipart()) throw failed(bulkTexts.noFiles);
  const uploads: { name: string; content: Buffer }[] = [];
  const fields: Record<string, string> = {};
  const maxBytes = VALIDATE_CONFIGS.default!.maxBytes;
  try {
    const parts = request.parts({
      limits: { files: MAX_BULK_FILES + 1, fileSize: maxBytes, fields: 10, parts: MAX_BULK_FILES + 11 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'files[]' || part.fieldname === 'files') uploads.push({ name: part.filename, content });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw failed(`Размер файла превышает ${maxBytes / 1024 / 1024} МБ`);
    if (code === 'FST_FILES_LIMIT') throw failed(bulkTexts.tooMany(MAX_BULK_FILES));
    throw failed();
  }
  return { uploads, fields };
}

const noFile = () =>
  new DomainError('invalid', uploadTexts.noFile, [{ propertyPath: 'file', message: uploadTexts.noFile }]);

/** The `file` part of a multipart body, read whole; anything the parser refuses is a 400 on `file`, never a 5xx. */
export async function filePart(request: FastifyRequest, maxBytes: number) {
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

/** The body of a multipart document upload: `{documents}` from its JSON part `documents` (a broken one is a 400). */
export async function documentsPart(request: FastifyRequest): Promise<DocumentUploadRequest> {
  const invalid = () =>
    new DomainError('invalid', documentTexts.invalid, [{ propertyPath: 'documents', message: documentTexts.invalid }]);
  let value: unknown;
  let found = false;
  try {
    for await (const part of request.parts({ limits: { files: 0, fieldSize: 1024 * 1024 } })) {
      if (part.type !== 'field' || part.fieldname !== 'documents') continue;
      // A part sent as application/json may come parsed already.
      value = typeof part.value === 'string' ? JSON.parse(part.value) : part.value;
      found = true;
    }
  } catch {
    throw invalid();
  }
  if (!found) throw invalid();
  // The contract's validation checks the shape next, as for a JSON body.
  return { documents: value } as DocumentUploadRequest;
}
