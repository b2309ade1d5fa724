import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, type HttpError } from './errors';

/**
 * How deep a JSON body may nest: objects and arrays inside each other, the outermost one counting
 * as 1. The deepest body the API documents (a distribution with its property conditions) is 5 deep;
 * the limit leaves room, and stops a body of 50,000 brackets before any code walks it recursively
 * (zod, the text guard, JSON.stringify on the way to a jsonb column).
 */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`;

/** Whether `value` nests objects and arrays more than `maxDepth` levels; walks without recursion. */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  const stack: { value: object; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (depth > maxDepth) return true;
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) {
      if (child !== null && typeof child === 'object') stack.push({ value: child as object, depth: depth + 1 });
    }
  }
  return false;
}

/** The answer to a body nested too deep: a 400, as for JSON that does not parse. */
export const tooDeep = (): HttpError => badRequest(TOO_DEEP_MESSAGE);

/**
 * JSON bodies (application/json and the merge-patch JSON of PATCH) parsed by Fastify's own parser,
 * which refuses `__proto__` keys, then refused with a 400 when they nest deeper than
 * MAX_JSON_DEPTH. The size is bounded before parsing by `bodyLimit` (413).
 */
export function registerJsonBodies(app: FastifyInstance, bodyLimit: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  const parseBounded = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => {
    parse(request, body, (error: Error | null, value?: unknown) => {
      if (error) return done(error);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) return done(tooDeep());
      done(null, value);
    });
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, parseBounded);
  app.addContentTypeParser('application/merge-patch+json', { parseAs: 'string', bodyLimit }, parseBounded);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a signed body, as the signature was computed over them. */
    rawBody?: Buffer;
    /** Why a signed body could not be taken as JSON: answered once its signature is known to be good. */
    rawBodyProblem?: HttpError;
  }
}

/**
 * For the plugin of a signed webhook: JSON bodies keep their exact bytes (`request.rawBody`) for the
 * signature check. A body that does not parse, or nests deeper than MAX_JSON_DEPTH, arrives as
 * undefined with `request.rawBodyProblem` set, so the route answers it only after the signature:
 * a forged body learns nothing either way.
 */
export function registerSignedJsonBody(app: FastifyInstance, bodyLimit?: number): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', ...(bodyLimit === undefined ? {} : { bodyLimit }) },
    (request, body, done) => {
      request.rawBody = body as Buffer;
      let parsed: unknown;
      try {
        parsed = JSON.parse((body as Buffer).toString('utf8'));
      } catch {
        request.rawBodyProblem = badRequest('The body is not valid JSON.');
        return done(null, undefined);
      }
      if (nestsDeeperThan(parsed, MAX_JSON_DEPTH)) {
        request.rawBodyProblem = tooDeep();
        return done(null, undefined);
      }
      done(null, parsed);
    },
  );
}
