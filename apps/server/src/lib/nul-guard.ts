import type { FastifyInstance } from 'fastify';
import { unprocessable } from './errors';

const NUL = '\u0000';
export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * The path (`events.0.title`) of the first text that holds U+0000, in a key or a value, or null.
 * Only JSON's own shapes are walked: a stream body (a CSV upload) is not data yet and is left alone.
 */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findNulCharacter(value[index], path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  for (const key of Object.keys(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return keyPath;
    const found = findNulCharacter(value[key], keyPath);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: such a string reached the database as a 500 ("invalid byte
 * sequence for encoding UTF8: 0x00"), whichever field carried it. One hook refuses it for every
 * route, in the body, the query and the path, with a 422 naming the field. It runs as a preHandler,
 * after authentication, signature checks and schema validation, so those answer first as before.
 */
export function registerNulGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it sits on every request, the pulse's included.
  app.addHook('preHandler', (request, _reply, done) => {
    const where = findNulCharacter(request.params) ?? findNulCharacter(request.query) ?? findNulCharacter(request.body);
    done(where === null ? undefined : unprocessable([{ propertyPath: where, message: NUL_MESSAGE }]));
  });
}

/**
 * The same data with every U+0000 removed from its texts: for what a CRM sends on its own schedule,
 * where refusing would lose a record nobody can resend by hand.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes(NUL) ? value.replaceAll(NUL, '') : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutNul(item)) as T;
  if (value === null || typeof value !== 'object' || !isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutNul(key), withoutNul(item)])) as T;
}
