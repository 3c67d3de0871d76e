import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@autocredit/generated/api';
import { contractValidators } from '../contract/ajv';
import { toFieldErrors } from '../contract/field-errors';
import { DomainError, texts, type DomainErrorKind } from '../domain/errors';
import { HttpError, ResponseContractError } from './http-errors';

export const BAD_REQUEST = 'Некорректный запрос';
const INTERNAL = 'Внутренняя ошибка сервера';

/**
 * The 400 answer of an operation whose contract gives its 400 another shape than `ErrorBody` (a form post answers
 * the form with its errors): made from the `ErrorBody` the error handler would send. It may throw a DomainError
 * (the task is not found...), which is then answered as such.
 */
export type BadRequestAnswer = (request: FastifyRequest, error: ErrorBody) => unknown;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This operation's 400 in its contract's shape; needed when that is not `ErrorBody` (checked at start-up). */
    badRequest?: BadRequestAnswer;
  }
}

/** What an `ErrorBody` says, as lines: each field error (`path: message`), else its text. */
export function reasonsOf(error: ErrorBody): string[] {
  const fields = (error.errors ?? []).map((e) => (e.propertyPath ? `${e.propertyPath}: ${e.message}` : e.message));
  if (fields.length > 0) return fields;
  const text = error.detail ?? error.result;
  return [text ?? BAD_REQUEST];
}

/** The shapes of the error handler's 400 answers, which an operation's 400 schema must take (or `badRequest`). */
const ERROR_BODY_SAMPLES: ErrorBody[] = [
  { result: BAD_REQUEST, errors: [{ propertyPath: 'field', message: BAD_REQUEST }] },
  { result: null, errors: [{ propertyPath: 'field', message: BAD_REQUEST }] },
  { result: BAD_REQUEST, detail: BAD_REQUEST },
];

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
};

const STATUS_TEXT: Record<number, string> = {
  400: BAD_REQUEST,
  401: texts.authRequired,
  403: texts.forbidden,
  404: texts.notFound,
  405: 'Метод не поддерживается',
  406: 'Неприемлемый формат ответа',
  408: 'Истекло время ожидания запроса',
  409: 'Конфликт',
  413: 'Слишком большой запрос',
  414: 'Слишком длинный адрес',
  415: 'Неподдерживаемый тип содержимого',
  429: 'Слишком много запросов',
  431: 'Слишком большие заголовки запроса',
};

const badRequest = (propertyPath: string, message: string) => ({
  status: 400,
  body: { result: BAD_REQUEST, errors: [{ propertyPath, message }] },
});

/** The status and envelope of any error; never a 500 for bad input. */
export function toErrorReply(
  error: FastifyError | Error,
  request: FastifyRequest,
): { status: number; body: ErrorBody } {
  if (error instanceof DomainError) {
    const status = STATUS_OF[error.kind];
    if (error.fieldErrors.length > 0) return { status, body: { result: null, errors: error.fieldErrors } };
    return {
      status,
      body: status === 401 ? { result: error.message } : { result: error.message, detail: error.message },
    };
  }
  if (error instanceof HttpError) return { status: error.statusCode, body: error.body };
  if (error instanceof ResponseContractError) return { status: 500, body: { result: INTERNAL, detail: error.message } };

  const fe = error as FastifyError;
  if (fe.validation) {
    if (fe.validationContext === 'body' && request.body === undefined) {
      return badRequest('', 'Тело запроса не может быть пустым');
    }
    return { status: 400, body: { result: BAD_REQUEST, errors: toFieldErrors(fe.validation) } };
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return badRequest('', 'Некорректный JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest('', 'Тело запроса не может быть пустым');
  }
  const status = fe.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const text = STATUS_TEXT[status] ?? BAD_REQUEST;
    return { status, body: { result: text, detail: text } };
  }
  return { status: 500, body: { result: INTERNAL } };
}

/** The error's answer, a 400 in the operation's own shape when its route gives one (`config.badRequest`). */
function answerOf(error: FastifyError | Error, request: FastifyRequest): { status: number; body: unknown } {
  const answer = toErrorReply(error, request);
  const badRequest = request.routeOptions?.config?.badRequest;
  if (answer.status !== 400 || !badRequest) return answer;
  try {
    return { status: 400, body: badRequest(request, answer.body) };
  } catch (refusal) {
    const other = toErrorReply(refusal as Error, request);
    // A 400 in the ErrorBody shape is what the operation cannot answer: a bug of the stub.
    if (other.status === 400) {
      request.log.error({ err: refusal }, 'the 400 answer of the operation could not be made');
      return { status: 500, body: { result: INTERNAL } };
    }
    return other;
  }
}

export function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = answerOf(error, request);
  if (status >= 500) {
    const extra = error instanceof ResponseContractError ? { route: error.route, contractErrors: error.errors } : {};
    request.log.error({ err: error, ...extra }, error.message);
  }
  return reply.code(status).send(body);
}

/**
 * One error handler and the 404 answer for the whole app. A route whose operation's 400 (in the contract) does not
 * take the handler's `ErrorBody` answers must give `config.badRequest`, or the stub refuses to start: bad input
 * would otherwise break the contract (a 500).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const schema = (route.schema?.response as Record<string, object> | undefined)?.['400'];
      if (!schema || route.config?.badRequest || !app.hasDecorator('contract')) return;
      const validate = contractValidators(app.contract.spec).compile('response', schema);
      if (ERROR_BODY_SAMPLES.every((sample) => validate(sample))) return;
      throw new Error(
        `${route.method} ${route.url}: its 400 is not an ErrorBody in the contract; give the route config.badRequest`,
      );
    });
    app.setErrorHandler((error, request, reply) => sendError(error as FastifyError, request, reply));
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ result: texts.notFound, detail: texts.notFound }),
    );
  },
  { name: 'errors' },
);
