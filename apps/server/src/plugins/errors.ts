import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ResponseCode } from '@app/shared/contracts';
import { AMOUNT_MESSAGES } from '@app/shared/money';
import { isDatabaseUnavailable, isQueryCanceled } from '../db/transaction';
import { AppError, ERROR_KINDS, INTERNAL_ERROR_MESSAGE } from '../lib/errors';
import { envelopeError } from '../lib/reply';

const AMOUNT_RULE_MESSAGES: ReadonlySet<string> = new Set(Object.values(AMOUNT_MESSAGES));
const BAD_JSON_MESSAGE = '请求数据格式错误：不是有效的 JSON';

/**
 * Maps every failure to the envelope of platform-rules §1: business errors HTTP 200 with a code,
 * malformed input HTTP 400 naming the field, 401, 429, 503 when the database cannot be reached or a
 * statement ran past its timeout,
 * and 500 with nothing internal.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    // Error envelopes bypass the route's success contract (a business refusal is HTTP 200 too).
    reply.serializer(JSON.stringify);
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) request.log.error({ err: error }, 'service unavailable');
      return reply.status(error.httpStatus).send(envelopeError(error.code, error.message));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = error.validationContext ?? 'body';
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
      const reason = first?.message ?? '格式不正确';
      // An amount's own rule already says what is wrong with the amount ('金额最多保留两位小数'):
      // every money call answers a bad amount with the same words, whatever its field is called.
      if (AMOUNT_RULE_MESSAGES.has(reason)) {
        return reply.status(400).send(envelopeError(ResponseCode.badRequest, reason));
      }
      return reply.status(400).send(envelopeError(ResponseCode.badRequest, `参数 ${field} 不正确：${reason}`));
    }

    if (isResponseSerializationError(error)) {
      // Our answer did not match its declared contract: a bug, never the caller's fault.
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply.status(500).send(envelopeError(ResponseCode.internal, INTERNAL_ERROR_MESSAGE));
    }

    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode;
    if (status === 429) {
      return reply
        .status(429)
        .send(envelopeError(ResponseCode.tooManyRequests, ERROR_KINDS.tooManyRequests.defaultMessage));
    }
    if (status !== undefined && status >= 400 && status < 500) {
      const message = fastifyError.code?.startsWith('FST_ERR_CTP_')
        ? contentTypeMessage(fastifyError.code)
        : ERROR_KINDS.badRequest.defaultMessage;
      return reply.status(status).send(envelopeError(status, message));
    }

    if (isDatabaseUnavailable(error)) {
      // A query outside `withTransaction` lost its connection (failover): the pool reconnects by itself.
      const unavailable = ERROR_KINDS.unavailable;
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(unavailable.httpStatus).send(envelopeError(unavailable.code, unavailable.defaultMessage));
    }

    if (isQueryCanceled(error)) {
      // 57014: the statement ran past its class's statement_timeout, or the client went away and
      // the request was cancelled (decision 0016). PostgreSQL rolled the statement (and its
      // transaction) back and the connection is back in its pool.
      const timeout = ERROR_KINDS.queryTimeout;
      if (reply.raw.destroyed) request.log.info('request cancelled: the client went away');
      else request.log.warn({ err: error }, 'statement timeout');
      return reply.status(timeout.httpStatus).send(envelopeError(timeout.code, timeout.defaultMessage));
    }

    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(envelopeError(ResponseCode.internal, INTERNAL_ERROR_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(envelopeError(ResponseCode.notFound, `接口不存在：${request.method} ${request.url.split('?')[0]}`));
  });
});

function contentTypeMessage(code: string): string {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return BAD_JSON_MESSAGE;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求数据过大';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求格式';
    default:
      return ERROR_KINDS.badRequest.defaultMessage;
  }
}
