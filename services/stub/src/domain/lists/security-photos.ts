import { portraitPng } from '../documents/png';
import type { DownloadableFile, FileSource } from '../documents/file-store';
import { hash32 } from '../world/seed/prng';
import type { World } from '../world/world';
import { seesClientPhotos } from './scope';

/** The file ids of the security report's photos (000 §2.9): a client's k-th photo is `PHOTO_BASE + row × 4 + k`. */
export const PHOTO_BASE = 880_000;
export const PHOTOS_PER_CLIENT = 4;

/** The URL of a client's k-th photo (`GET /api/file/get/{id}`). */
export const photoUrl = (client: number, k: number) => `/api/file/get/${PHOTO_BASE + client * PHOTOS_PER_CLIENT + k}`;

/** How many photos are kept made (a page of the report shows at most 100 clients of 1 to 3 photos). */
const KEPT = 300;

/**
 * The photos of the security report's clients as files of the download: a passport-style portrait (PNG, 240×320, a
 * few kilobytes), the same for the same seed, client and photo; made when first asked for, the newest few kept. Only
 * for those who see the photos (has-all-operations, 000 §6); another viewer, or a photo the client does not have,
 * is not found.
 */
export function securityPhotos(world: World): FileSource {
  const made = new Map<number, DownloadableFile>();
  return async (id, viewer) => {
    const offset = id - PHOTO_BASE;
    if (offset < 0 || offset >= world.clients.count * PHOTOS_PER_CLIENT || !seesClientPhotos(viewer)) return undefined;
    const client = Math.floor(offset / PHOTOS_PER_CLIENT);
    const k = offset % PHOTOS_PER_CLIENT;
    if (k >= world.clients.photos[client]!) return undefined;
    let file = made.get(id);
    if (file) made.delete(id);
    else {
      const clientId = world.clientId(client);
      file = {
        name: `Фото ${clientId}-${k + 1}.png`,
        mimeType: 'image/png',
        content: portraitPng(hash32(`${world.seed}:photo:${clientId}:${k}`)),
      };
    }
    made.set(id, file);
    if (made.size > KEPT) made.delete(made.keys().next().value!);
    return file;
  };
}
