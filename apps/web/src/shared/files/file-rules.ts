import type { FormField } from '@autocredit/generated/api';

/** A file field's most files when it gives none (002 §5). */
export const DEFAULT_FILE_LIMIT = 25;

/** The upload rules of a file field, its defaults filled in (002 §3). */
export interface FileRules {
  multiple: boolean;
  allowDelete: boolean;
  limit: number;
  /** The validation config named in `POST /api/file/upload/{validateConfig}`. */
  config: string;
  /** The media types the config allows, for the file dialog's filter; empty when it does not say. */
  accept: string;
  documentCode: string;
  documentGroup: string;
  collectionId?: number;
}

/** The rules of a field's attributes: limit 25, config `default`, document `additionalFile` of the group `deal`. */
export function fileRules(field: FormField): FileRules {
  const a = field.attributes ?? {};
  const config = a.config ?? 'default';
  return {
    multiple: a.multiple ?? false,
    allowDelete: a.allow_delete ?? false,
    limit: a.limit ?? DEFAULT_FILE_LIMIT,
    config: typeof config === 'string' ? config : config.name,
    accept: typeof config === 'string' ? '' : (config.mimeTypes ?? []).join(','),
    documentCode: a.documentCode ?? 'additionalFile',
    documentGroup: a.documentGroup ?? 'deal',
    ...(a.collectionId !== undefined && { collectionId: a.collectionId }),
  };
}

/** How many more files may be chosen: uploads are allowed while the count is below the limit (002 §5). */
export const roomLeft = (count: number, limit: number): number => Math.max(0, limit - count);
