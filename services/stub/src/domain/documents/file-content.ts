import type { DealBook } from '../deal-book';
import { DomainError } from '../errors';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import type { FileStore } from './file-store';
import { uploadTexts } from './file-store';
import { SALE_POINTS } from '../world/seed/catalog-places';
import { hash32 } from '../world/seed/prng';
import type { World } from '../world/world';
import { dealDocuments } from './deal-documents';
import { decisionFacts, renderSeededFile, type RenderInput } from './render';
import { seededFileOf } from './seeded-files';

/** A file's bytes with what a download says of it. */
export interface FileBytes {
  id: number;
  name: string;
  mimeType: string;
  content: Uint8Array;
}

export interface ContentParts {
  world: World;
  deals: DealBook;
  files: FileStore;
}

/**
 * The content of any file of the deals: an uploaded one as stored (FileStore), a seeded one made when asked for from
 * its deal's data now (render.ts). The seeded ones are not kept: the last few made are cached (by the file and the
 * data they were made of, so a change of the data makes them anew); the same data gives the same bytes.
 */
export class DocumentContents {
  private readonly cache = new Map<string, Uint8Array>();

  constructor(
    private readonly parts: ContentParts,
    private readonly cacheSize = 16,
  ) {}

  /** The deal (row) of a seeded file id; undefined for an uploaded one (or no file at all). */
  dealOfFile(fileId: number): number | undefined {
    const seeded = seededFileOf(fileId);
    return seeded && seeded.row < this.parts.world.deals.count ? seeded.row : undefined;
  }

  /** The file's bytes; 404 'Файл не найден' for an unknown file, or a seeded one its deal no longer has. */
  async get(fileId: number): Promise<FileBytes> {
    const seeded = seededFileOf(fileId);
    if (!seeded) {
      const stored = this.parts.files.get(fileId);
      return { id: stored.id, name: stored.name, mimeType: stored.mimeType, content: stored.content };
    }
    const { world, deals } = this.parts;
    const { row, kind } = seeded;
    const file =
      row < world.deals.count
        ? Object.values(dealDocuments(world, deals, row))
            .flatMap((d) => d.files)
            .find((f) => f.id === fileId)
        : undefined;
    if (!file) throw new DomainError('not-found', uploadTexts.notFound);
    const source = deals.currentSource(row);
    const input: RenderInput = {
      kind,
      source,
      seed: world.seed,
      salePoint: SALE_POINTS[world.deals.salePoint[row]!]?.name ?? '',
      decision: decisionFacts(world, row),
      createdAt: file.createdAt ?? new Date(0).toISOString(),
    };
    const data = JSON.stringify([
      source[kind.holder],
      source.client,
      source.car,
      source.vin,
      source.credit,
      input.decision,
      input.salePoint,
      input.createdAt,
    ]);
    const key = `${fileId}:${hash32(data)}:${data.length}`;
    let content = this.cache.get(key);
    if (content) {
      // The newest used last: the oldest goes first.
      this.cache.delete(key);
    } else {
      content = await renderSeededFile(input);
    }
    this.cache.set(key, content);
    while (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return { id: fileId, name: file.name, mimeType: kind.mimeType, content };
  }
}

/**
 * The file of that id as the viewer may download it: a seeded file names its deal, and only one who sees the deal
 * gets it (404 'Файл не найден' otherwise); else an upload, or a file of another source (the scoring's reports).
 */
export async function downloadableFile(
  parts: { contents: DocumentContents; files: FileStore; lists: Lists },
  viewer: Viewer,
  fileId: number,
): Promise<{ name: string; mimeType: string; content: Uint8Array }> {
  const row = parts.contents.dealOfFile(fileId);
  if (row === undefined) return parts.files.find(fileId, viewer);
  if (!parts.lists.visible(viewer, row)) throw new DomainError('not-found', uploadTexts.notFound);
  return parts.contents.get(fileId);
}
