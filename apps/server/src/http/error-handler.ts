import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorEnvelope } from '@marketplace/contract';
import { AppError } from '#kernel/app-error.ts';
import { sqlStateOf } from '#kernel/db-errors.ts';
import { fieldErrorsOf, VALIDATION_FAILED_MESSAGE } from './validation.ts';

/**
 * Fastify's `frameworkErrors`: addresses the router cannot read (bad encoding, an overlong id)
 * answer in the envelope too, without echoing the address back.
 */
export const answerUnreadableAddress = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: TErrorEnvelope = {
    error: tooLong ? 'The address is too long.' : 'The address is not valid.',
  };
  void reply.status(tooLong ? 414 : 400).send(body);
};

/** Maps every thrown error to the envelope with a real status; 5xx details stay in the log. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorEnvelope(error);
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (sqlStateOf(error) === '40P01') {
      // Answered 409 like any collision, but a deadlock means two paths lock the same rows
      // in different orders: worth an operator's look.
      request.log.warn({ err: error }, 'deadlock: two requests locked rows in different orders');
    } else {
      request.log.info({ status, error: body.error }, 'request rejected');
    }
    return reply.status(status).send(body);
  });
};

/** The status and envelope for any error: also used for failed WebSocket frames. */
export const toErrorEnvelope = (error: FastifyError): { status: number; body: TErrorEnvelope } => {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: error.fieldErrors
        ? { error: error.message, data: error.fieldErrors }
        : { error: error.message },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors = fieldErrorsOf(
      error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'Invalid value.',
      })),
    );
    // A body that is not an object at all (absent, null, a string) is malformed, not a rule
    // broken, and zod's own wording for it is not a message to show anyone.
    if (
      error.validationContext === 'body' &&
      // The provider writes the root of the body as '/' and the zod issue code as keyword.
      error.validation.some(
        (issue) => issue.instancePath === '/' && issue.keyword === 'invalid_type',
      )
    ) {
      return { status: 400, body: { error: 'The request body must be a JSON object.' } };
    }
    // A bad path parameter is a malformed request; a bad body or query is a broken rule.
    if (error.validationContext === 'params') {
      return {
        status: 400,
        body: { error: 'The address contains an invalid identifier.', data: fieldErrors },
      };
    }
    return { status: 422, body: { error: VALIDATION_FAILED_MESSAGE, data: fieldErrors } };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { error: 'The request body is not valid JSON.' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { error: 'This content type is not accepted here.' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: 'The request body is too large.' } };
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return { status: 413, body: { error: 'The upload is too large.' } };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, body: { error: 'Send the file as multipart/form-data.' } };
  }
  const databaseRefusal = databaseRefusalOf(error);
  if (databaseRefusal) return databaseRefusal;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { error: error.message || 'The request could not be processed.' } };
  }
  return { status: 500, body: { error: 'Something went wrong on our side. Please try again.' } };
};

/**
 * The one place where the database's refusals become answers. Services check what they can
 * inside their transactions; what still reaches here is a request that raced another one (a
 * job deleted while someone saved it, two people taking the same name) or a value the
 * database cannot store. None of these is a server fault, and none changed anything: the
 * statement failed and its transaction rolled back.
 */
const databaseRefusalOf = (
  error: unknown,
): { status: number; body: TErrorEnvelope } | undefined => {
  const sqlState = sqlStateOf(error);
  if (!sqlState) return undefined;
  // Class 22, "data exception": a NUL byte in text, a number out of range.
  if (sqlState.startsWith('22')) {
    return {
      status: 400,
      body: {
        error:
          'The request contains a value that cannot be stored: a number out of range or an invisible control character.',
      },
    };
  }
  if (sqlState === '23503') {
    // Inserting a row that points at a deleted one, or deleting one that is still pointed at.
    const stillReferenced = /update or delete on table/i.test(messageOf(error));
    return stillReferenced
      ? { status: 409, body: { error: 'This is still in use, so it cannot be removed now.' } }
      : {
          status: 404,
          body: { error: 'What this refers to no longer exists. It may have just been deleted.' },
        };
  }
  if (sqlState === '23505') {
    return { status: 409, body: { error: 'This already exists. Please refresh and try again.' } };
  }
  if (sqlState.startsWith('23')) {
    return {
      status: 409,
      body: { error: 'This change does not fit the current state. Please refresh and try again.' },
    };
  }
  // Class 40 (deadlock, serialization failure) and 55P03 (lock not available): two requests
  // collided; the loser changed nothing and may simply try again.
  if (sqlState.startsWith('40') || sqlState === '55P03') {
    return {
      status: 409,
      body: { error: 'Someone changed this at the same moment. Please refresh and try again.' },
    };
  }
  return undefined;
};

const messageOf = (error: unknown): string => {
  const candidate = error as { message?: unknown; cause?: { message?: unknown } };
  const message = candidate.cause?.message ?? candidate.message;
  return typeof message === 'string' ? message : '';
};
