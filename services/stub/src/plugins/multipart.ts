import type { FastifyRequest } from 'fastify';
import { bulkTexts, MAX_BULK_FILES } from '../domain/documents/bulk-upload';
import { VALIDATE_CONFIGS } from '../domain/documents/file-store';
import { DomainError } from '../domain/errors';

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
