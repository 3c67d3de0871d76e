import type { HubEvent } from '@autocredit/generated/api';
import { toFieldErrors } from '../../contract/field-errors';
import { DomainError } from '../../domain/errors';
import { userTopic } from '../../domain/events/topics';
import { HttpError } from '../http-errors';
import { BAD_REQUEST } from '../errors';
import type { Control } from './control';

interface PublishRequest {
  username?: string;
  topic?: string;
  event: HubEvent;
  private?: boolean;
}

interface Discriminated {
  discriminator?: { propertyName?: string; mapping?: Record<string, string> };
}

/** HubEvent's `type` -> the name of the component schema of that event (from the contract's discriminator). */
function eventSchemas(schemas: Record<string, unknown>): Map<string, string> {
  const mapping = (schemas.HubEvent as Discriminated | undefined)?.discriminator?.mapping ?? {};
  return new Map(Object.entries(mapping).map(([type, ref]) => [type, ref.split('/').at(-1)!]));
}

/**
 * POST /__stub/publish: one hub event (checked against the contract's HubEvent) to a user's topic (`username`)
 * or any topic; nothing is stored. 201 with the update's id and topics.
 */
export const publish: Control = (app, route) => {
  const byType = eventSchemas(app.contract.spec.components.schemas ?? {});

  /** The event checked against the schema its `type` selects, so that errors are about that event only. */
  const checkEvent = (event: HubEvent) => {
    const name = byType.get(event.type);
    const validators = name ? [app.contract.schemaValidator(name)] : [];
    // Whatever the discriminator says, the event must be a HubEvent.
    validators.push(app.contract.schemaValidator('HubEvent'));
    for (const validate of validators) {
      if (validate(event)) continue;
      const errors = toFieldErrors(validate.errors ?? []).map((e) => ({
        ...e,
        propertyPath: e.propertyPath ? `event.${e.propertyPath}` : 'event',
      }));
      throw new HttpError(400, { result: BAD_REQUEST, errors });
    }
  };

  route({
    method: 'POST',
    url: '/publish',
    schema: {
      body: {
        type: 'object',
        required: ['event'],
        additionalProperties: false,
        properties: {
          username: { type: 'string', minLength: 1, maxLength: 180 },
          topic: { type: 'string', minLength: 1, maxLength: 2000 },
          event: {
            type: 'object',
            required: ['type'],
            properties: { type: { type: 'string', enum: [...byType.keys()] } },
          },
          private: { type: 'boolean' },
        },
      },
    },
    handler: async (request, reply) => {
      const body = request.body as PublishRequest;
      if ((body.username === undefined) === (body.topic === undefined)) {
        throw new HttpError(400, {
          result: BAD_REQUEST,
          errors: [{ propertyPath: 'username', message: 'Укажите username или topic (одно из двух)' }],
        });
      }
      checkEvent(body.event);
      let topic = body.topic;
      if (body.username !== undefined) {
        const user = app.store.users.byUsername(body.username);
        if (!user) throw new DomainError('not-found', 'Пользователь не найден');
        topic = userTopic(app.config.topicBase, user.id);
      }
      const update = app.hub.publish([topic!], JSON.stringify(body.event), { private: body.private ?? false });
      return reply.code(201).send({ id: update.id, topics: update.topics, private: update.private });
    },
  });
};
