import type { FastifyInstance } from 'fastify';
import collectionRoutes from './collection';
import uploadRoutes from './uploads';

/**
 * The documents tag: a collection's documents by group, their downloads, verification, bulk upload and recognition
 * and the viewer's personal-info panel (collection.ts); the files of a collection, uploaded one by one, listed and
 * deleted (uploads.ts).
 */
export default async function documentRoutes(app: FastifyInstance) {
  await app.register(collectionRoutes);
  await app.register(uploadRoutes);
}
