import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify reads them (prototype poisoning refused), except that an empty body is no body: an operation
 * that takes none answers as without it (curl and k6 send `Content-Type: application/json` on every POST), and one
 * that needs a body says 'Тело запроса не может быть пустым' through its schema.
 */
export const jsonBodiesPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      return parse(request, text, done);
    });
  },
  { name: 'json-bodies' },
);
