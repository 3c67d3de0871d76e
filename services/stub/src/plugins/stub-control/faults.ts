import { DomainError } from '../../domain/errors';
import type { FaultInput } from './fault-table';
import type { Control } from './control';

export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

const faultSchema = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: {
    method: { type: 'string', enum: FAULT_METHODS },
    path: { type: 'string', minLength: 1, maxLength: 2000 },
    status: { type: 'integer', minimum: 400, maximum: 599 },
    delayMs: { type: 'integer', minimum: 0, maximum: 60_000 },
    times: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    body: {},
  },
};

/**
 * /__stub/faults: make matching API requests slow or fail. POST adds one (201 with it), GET lists the active
 * ones with their remaining counts, DELETE removes all, DELETE /:id one.
 */
export const faults: Control = (app, route) => {
  const store = () => {
    if (!app.hasDecorator('faults')) throw new Error('the fault-injection plugin is not registered');
    return app.faults;
  };

  route({
    method: 'POST',
    url: '/faults',
    schema: { body: faultSchema },
    handler: async (request, reply) => reply.code(201).send(store().add(request.body as FaultInput)),
  });

  route({
    method: 'GET',
    url: '/faults',
    handler: async () => ({ result: store().list() }),
  });

  route({
    method: 'DELETE',
    url: '/faults',
    handler: async () => ({ removed: store().clear() }),
  });

  route({
    method: 'DELETE',
    url: '/faults/:id',
    schema: {
      params: {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'integer', minimum: 1 } },
      },
    },
    handler: async (request) => {
      const { id } = request.params as { id: number };
      if (!store().remove(id)) throw new DomainError('not-found', `Сбой ${id} не найден`);
      return { removed: 1 };
    },
  });
};
