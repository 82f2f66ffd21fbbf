import type { TApiError, TErrorCode } from '@habitat/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

function send(
  reply: FastifyReply,
  status: number,
  code: TErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  const body: TApiError = { error: { code, message, ...(fields ? { fields } : {}) } };
  return reply.code(status).type('application/json').send(body);
}

/** Every error leaves as `{ error: { code, message, fields? } }`; no stack or SQL reaches a client. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return send(reply, error.statusCode, error.code, error.message, error.fields);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      fields[field] ??= issue.message ?? 'invalid';
    }
    return send(reply, 400, 'validation_failed', 'Some fields are missing or invalid', fields);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(reply, 400, 'invalid_json', 'The request body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(reply, 413, 'payload_too_large', 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(
        reply,
        415,
        'unsupported_media_type',
        'Send the request body as application/json',
      );
  }
  if (error.statusCode === 429) {
    return send(reply, 429, 'too_many_requests', 'Too many attempts, please wait and try again');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return send(reply, error.statusCode, 'bad_request', 'The request could not be understood');
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, 'internal_error', 'Something went wrong on our side');
}
