import type { FastifyInstance } from 'fastify';
import { unprocessable } from './errors';

// One rule for text that PostgreSQL cannot store as sent, in every field of every request: the NUL
// character, and a UTF-16 surrogate without its pair (JSON can carry one as "\ud800"). Both are refused
// with a 422 naming the field. Before, a NUL was a 500 anywhere, and a lone surrogate a 500 in jsonb
// and key columns while plain text columns replaced it in silence (docs/decisions.md, "Text the API
// refuses").

const NUL = '\u0000';
export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';
export const SURROGATE_MESSAGE = 'must not contain an unpaired UTF-16 surrogate (U+D800 to U+DFFF)';

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** What is wrong with the text, or null when PostgreSQL stores it as it is. */
function problemOf(text: string): string | null {
  if (text.includes(NUL)) return NUL_MESSAGE;
  return text.isWellFormed() ? null : SURROGATE_MESSAGE;
}

/** JSON's own shapes only: a stream body (a CSV upload) is not data yet and is left alone. */
function entriesOf(value: unknown): [string, unknown][] | null {
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) return value.map((item, index) => [String(index), item]);
  return isPlainObject(value) ? Object.entries(value) : null;
}

/** Whether any text in `value`, key or value, has a problem. Walks without recursion or paths. */
function holdsBadText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (problemOf(current)) return true;
      continue;
    }
    const entries = entriesOf(current);
    if (!entries) continue;
    for (const [key, child] of entries) {
      if (!Array.isArray(current) && problemOf(key)) return true;
      stack.push(child);
    }
  }
  return false;
}

/**
 * The first text in `value` (in document order) that PostgreSQL cannot store, with its path
 * (`events.0.title`; the key itself when the key is the bad text), or null. A clean request, nearly
 * every one, is walked once without building paths; only a bad one is walked again to name the field.
 */
export function findForbiddenText(value: unknown): { path: string; message: string } | null {
  if (!holdsBadText(value)) return null;
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const message = problemOf(current);
      if (message) return { path, message };
      continue;
    }
    const entries = entriesOf(current);
    if (!entries) continue;
    const children: { value: unknown; path: string }[] = [];
    for (const [key, child] of entries) {
      const childPath = path ? `${path}.${key}` : key;
      const keyProblem = Array.isArray(current) ? null : problemOf(key);
      // A bad key is reported where it stands among its siblings' values.
      children.push(keyProblem ? { value: key, path: childPath } : { value: child, path: childPath });
    }
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return null;
}

/**
 * One hook refuses such text for every route, in the body, the query and the path, with a 422 naming
 * the field. It runs as a preHandler, after authentication, signature checks and schema validation,
 * so those answer first as before. Bodies are no deeper than MAX_JSON_DEPTH by then (json-body.ts).
 */
export function registerTextGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it sits on every request, the pulse's included.
  app.addHook('preHandler', (request, _reply, done) => {
    const found = findForbiddenText(request.params) ?? findForbiddenText(request.query) ?? findForbiddenText(request.body);
    done(found === null ? undefined : unprocessable([{ propertyPath: found.path, message: found.message }]));
  });
}

/**
 * The same data with its texts made storable: U+0000 removed, a lone surrogate replaced by U+FFFD.
 * For what a CRM sends on its own schedule, where refusing would lose a record nobody can resend by
 * hand; connectors build these values themselves, a few levels deep.
 */
export function withStorableText<T>(value: T): T {
  if (typeof value === 'string') {
    const clean = value.includes(NUL) ? value.replaceAll(NUL, '') : value;
    return (clean.isWellFormed() ? clean : clean.toWellFormed()) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => withStorableText(item)) as T;
  if (value === null || typeof value !== 'object' || !isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [withStorableText(key), withStorableText(item)])) as T;
}
