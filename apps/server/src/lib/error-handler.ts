import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Violation } from '@salespulse/contract/common';
import { isStatementCancelled } from './db-errors';
import { HttpError } from './errors';
import { RETRY_AFTER_SECONDS, TimeBudgetExceeded } from './time-budget';
import { hydraError } from './hydra';

function violationsOf(error: { validation: { instancePath: string; message?: string }[] }): Violation[] {
  return error.validation.map((issue) => ({
    propertyPath: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'invalid value',
  }));
}

function send(reply: FastifyReply, status: number, description: string, violations?: Violation[]) {
  return reply
    .status(status)
    .type('application/json')
    .send(hydraError(status, description, violations));
}

const CLIENT_CLOSED_REQUEST = 499;

/** Every failure leaves as a hydra:Error; bad input is a 4xx, never a 500. */
export function registerErrorHandling(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof TimeBudgetExceeded) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      return send(reply, error.status, error.message, error.violations);
    }
    // A statement_timeout ran out (the floor under a request's budget): the server was too slow.
    if (isStatementCancelled(error)) {
      request.log.warn({ err: error }, 'a statement ran out of time');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, 503, 'This request took too long and was stopped. Try again in a minute.');
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext;
      // An id that is not even a UUID names no resource.
      if (context === 'params') return send(reply, 404, 'Not found.');
      if (context === 'body' && (request.body === undefined || request.body === null)) {
        return send(reply, 400, 'The request body is missing.');
      }
      const violations = violationsOf(error);
      return send(reply, 422, violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'), violations);
    }
    // The client left while its answer was on its way (a streamed pulse): nothing failed here, and
    // nobody is left to read an answer. Recorded as nginx does, 499 "client closed request".
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && (request.raw.destroyed || reply.raw.destroyed)) {
      request.log.info('the client closed the connection before its answer was sent');
      return reply.status(CLIENT_CLOSED_REQUEST).send();
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'An unexpected error occurred.');
  });

  app.setNotFoundHandler((request, reply) => {
    const handled = fallback?.(request, reply);
    if (handled) return handled;
    return send(reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}.`);
  });
}
