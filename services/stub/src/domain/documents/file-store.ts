import type { StoredFile } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import type { Viewer } from '../lists/scope';
import { isoAt } from '../world/time';

const MB = 1024 * 1024;

/** The texts of the uploads' refusals. */
export const uploadTexts = {
  noConfig: 'Неизвестная конфигурация проверки файла',
  noFile: 'Выберите файл',
  empty: 'Файл пустой',
  tooLarge: (mb: number) => `Размер файла превышает ${mb} МБ`,
  badType: (names: string) => `Недопустимый тип файла. Разрешены ${names}`,
  notFound: 'Файл не найден',
} as const;

/** A media type the stub recognises by the file's first bytes, and its name in messages. */
const KINDS = {
  'application/pdf': { name: 'PDF', magic: [0x25, 0x50, 0x44, 0x46] },
  'image/jpeg': { name: 'JPEG', magic: [0xff, 0xd8, 0xff] },
  'image/png': { name: 'PNG', magic: [0x89, 0x50, 0x4e, 0x47] },
} as const;
type Kind = keyof typeof KINDS;

export interface ValidateConfig {
  maxBytes: number;
  types: readonly Kind[];
}

/**
 * The validation configs of `POST /api/file/upload/{validateConfig}` (the field's `config` attribute, else
 * `default`): the documents do not give them; these are the stub's.
 */
export const VALIDATE_CONFIGS: Readonly<Record<string, ValidateConfig>> = {
  default: { maxBytes: 20 * MB, types: ['application/pdf', 'image/jpeg', 'image/png'] },
  image: { maxBytes: 10 * MB, types: ['image/jpeg', 'image/png'] },
  pdf: { maxBytes: 20 * MB, types: ['application/pdf'] },
};

/** The largest file any config accepts (the multipart parser's limit). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(VALIDATE_CONFIGS).map((c) => c.maxBytes));

/** The media type of the content, read from its first bytes (not from what the browser said), or null. */
export function sniff(content: Uint8Array): Kind | null {
  for (const [type, { magic }] of Object.entries(KINDS) as [Kind, (typeof KINDS)[Kind]][]) {
    if (magic.every((b, i) => content[i] === b)) return type;
  }
  return null;
}

export function configOf(name: string): ValidateConfig {
  const config = VALIDATE_CONFIGS[name];
  if (!config) throw new DomainError('not-found', uploadTexts.noConfig);
  return config;
}

const refusal = (message: string) => new DomainError('invalid', message, [{ propertyPath: 'file', message }]);

export interface StoredUpload {
  id: number;
  name: string;
  mimeType: string;
  content: Buffer;
  createdAt: number;
  authorId: number;
  /** The collection a merged file of a bulk upload was made for. */
  collectionId?: number;
}

export interface FileStoreLimits {
  /** How many files are kept; the oldest go first. */
  maxFiles: number;
  /** How many bytes are kept in all; the oldest go first. */
  maxBytes: number;
}

const FIRST_FILE_ID = 9_000_000;

/** A file the download answers: its name, media type and bytes. */
export type DownloadableFile = Pick<StoredUpload, 'name' | 'mimeType' | 'content'>;

/**
 * Where files other than the uploads come from (the scoring checks' reports): the file of that id for that viewer,
 * or undefined when the id is not one of theirs (or the viewer may not see it).
 */
export type FileSource = (id: number, viewer: Viewer) => Promise<DownloadableFile | undefined>;

/**
 * The uploaded files (the first step of an upload, 001 §4): checked against the validation config (size, media type
 * read from the content), kept in memory within limits (the oldest go first; they are not a part of the state file),
 * and answered as they were stored.
 */
export class FileStore {
  private files = new Map<number, StoredUpload>();
  private bytes = 0;
  private nextId = FIRST_FILE_ID;
  private readonly sources: FileSource[] = [];

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limits: FileStoreLimits = { maxFiles: 500, maxBytes: 200 * MB },
  ) {}

  /**
   * Stores a file or refuses it with the reason on `file`. Its name is the one the browser gave, only its last segment
   * and without control characters (a NUL or a line break in a name would break headers and listings).
   */
  store(configName: string, upload: { name: string; content: Buffer; truncated?: boolean }, authorId: number) {
    const config = configOf(configName);
    const limitMb = Math.round(config.maxBytes / MB);
    if (upload.truncated || upload.content.length > config.maxBytes) throw refusal(uploadTexts.tooLarge(limitMb));
    if (upload.content.length === 0) throw refusal(uploadTexts.empty);
    const type = sniff(upload.content);
    if (!type || !config.types.includes(type)) {
      throw refusal(uploadTexts.badType(config.types.map((t) => KINDS[t].name).join(', ')));
    }
    // eslint-disable-next-line no-control-regex -- the control characters are what is removed
    const bare = upload.name.replace(/[\u0000-\u001f\u007f]/g, '');
    const name = bare.split(/[\\/]/).pop()?.trim() || `file-${this.nextId}`;
    const file: StoredUpload = {
      id: this.nextId++,
      name,
      mimeType: type,
      content: upload.content,
      createdAt: this.now(),
      authorId,
    };
    this.files.set(file.id, file);
    this.bytes += file.content.length;
    this.evict();
    return file;
  }

  /** Keeps a file the stub made (a bulk upload's merged file): no config check, the same limits. */
  keep(file: { name: string; mimeType: string; content: Buffer; collectionId?: number }, authorId: number) {
    const kept: StoredUpload = { ...file, id: this.nextId++, createdAt: this.now(), authorId };
    this.files.set(kept.id, kept);
    this.bytes += kept.content.length;
    this.evict();
    return kept;
  }

  get(id: number): StoredUpload {
    const file = this.files.get(id);
    if (!file) throw new DomainError('not-found', uploadTexts.notFound);
    return file;
  }

  /** Adds a source of files the download answers beside the uploads. */
  addSource(source: FileSource): void {
    this.sources.push(source);
  }

  /** The file of that id the download answers: an upload, else a source's file; 404 'Файл не найден' otherwise. */
  async find(id: number, viewer: Viewer): Promise<DownloadableFile> {
    const upload = this.files.get(id);
    if (upload) return upload;
    for (const source of this.sources) {
      const file = await source(id, viewer);
      if (file) return file;
    }
    throw new DomainError('not-found', uploadTexts.notFound);
  }

  private evict() {
    for (const [id, file] of this.files) {
      if (this.files.size <= this.limits.maxFiles && this.bytes <= this.limits.maxBytes) return;
      this.files.delete(id);
      this.bytes -= file.content.length;
    }
  }
}

/** A stored file as the contract shows it: not yet registered in a document. */
export const fileView = (file: StoredUpload): StoredFile => ({
  id: file.id,
  name: file.name,
  path: `/api/file/get/${file.id}`,
  mimeType: file.mimeType,
  createdAt: isoAt(file.createdAt),
  type: 'default',
  comments: [],
  document: null,
});
