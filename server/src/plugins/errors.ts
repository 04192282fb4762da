/**
 * One error shape for every answer: { Success: false, ErrorCode } with the code's HTTP status.
 * Schema failures become 400 VALIDATION_ERROR; a part the server needs being out of reach is 503
 * SERVICE_UNAVAILABLE with a Retry-After (lib/outage.ts); anything else unexpected is logged with the
 * request id and answered as 500 without a stack or SQL.
 */

import { codeMessages, type FieldError, failure, TEXT_PATTERN } from '@swapsies/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { OUTAGE_RETRY_AFTER_SECONDS, outageOf } from '../lib/outage.ts';

interface AjvIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue, context: string | undefined): string {
  const pointer = issue.instancePath.replace(/^\//, '').split('/')[0];
  const missing = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  return String(pointer || missing || context || 'body');
}

function describe(issue: AjvIssue): string {
  if (issue.params?.additionalProperty) return `Unknown field ${String(issue.params.additionalProperty)}`;
  if (issue.keyword === 'pattern' && issue.params?.pattern === TEXT_PATTERN)
    return 'must not contain control characters';
  return issue.message ?? 'is not valid';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(
        failure(error.code, {
          // A message written for this case (for example edit or delete) travels with the code.
          ...(error.message !== error.code ? { Message: error.message } : {}),
          ...(error.fieldErrors.length > 0 ? { Errors: error.fieldErrors } : {}),
        }),
      );
    }
    if (error.validation) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        Field: fieldOf(issue, error.validationContext),
        Message: describe(issue),
      }));
      return reply.status(400).send(failure('VALIDATION_ERROR', { Message: errors[0]?.Message, Errors: errors }));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(failure('TOO_MANY_REQUESTS'));
    }
    if (status === 408) {
      request.log.info({ code: error.code }, error.message);
      return reply.status(408).send(failure('REQUEST_TIMEOUT', { Message: codeMessages.REQUEST_TIMEOUT }));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, a body over the size limit: the client's mistake, said plainly.
      request.log.info({ code: error.code }, error.message);
      return reply
        .status(status === 413 ? 413 : 400)
        .send(
          status === 413
            ? failure('PAYLOAD_TOO_LARGE', { Message: codeMessages.PAYLOAD_TOO_LARGE })
            : failure('VALIDATION_ERROR', { Message: 'The request could not be read.' }),
        );
    }
    const outage = outageOf(error);
    if (outage) {
      // Not a bug: the part is down or restarting. The reason, without a stack, is enough to act on.
      request.log.warn(outage, `request failed: ${outage.dependency} cannot be reached`);
      return reply.status(503).header('Retry-After', OUTAGE_RETRY_AFTER_SECONDS).send(failure('SERVICE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure('INTERNAL_ERROR'));
  });
}

/**
 * Errors the router raises before any route or hook runs (a URL with broken percent-encoding, an
 * over-long path parameter): Fastify's `frameworkErrors` option. Without it they would be answered
 * in Fastify's own shape and without the request id, since no onSend hook runs for them.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('X-Request-Id', request.id);
  if ((error.statusCode ?? 500) >= 500) {
    request.log.error({ err: error }, 'request failed');
    reply.status(500).send(failure('INTERNAL_ERROR'));
    return;
  }
  request.log.info({ code: error.code }, error.message);
  reply.status(400).send(failure('VALIDATION_ERROR', { Message: 'The request could not be read.' }));
}
