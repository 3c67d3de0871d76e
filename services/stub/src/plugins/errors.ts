import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@autocredit/generated/api';
import { toFieldErrors } from '../contract/field-errors';
import { DomainError, texts, type DomainErrorKind } from '../domain/errors';
import { HttpError, ResponseContractError } from '../http-errors';

export const BAD_REQUEST = 'Некорректный запрос';
const INTERNAL = 'Внутренняя ошибка сервера';

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

export function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorReply(error, request);
  if (status >= 500) {
    const extra = error instanceof ResponseContractError ? { route: error.route, contractErrors: error.errors } : {};
    request.log.error({ err: error, ...extra }, error.message);
  }
  return reply.code(status).send(body);
}

/** One error handler and the 404 answer for the whole app. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => sendError(error as FastifyError, request, reply));
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ result: texts.notFound, detail: texts.notFound }),
    );
  },
  { name: 'errors' },
);
