import { z } from 'zod';
import { unprocessable } from './errors';

const uuid = z.uuid();

/**
 * Reads a reference from a body: an IRI (`/api/<collection>/<uuid>`) or a bare UUID.
 * Anything else is a 422 violation on `propertyPath`.
 */
export function parseRef(value: string, collection: string, propertyPath: string): string {
  const match = value.match(new RegExp(`^/api/${collection}/([^/]+)$`));
  const id = match ? match[1] : value;
  if (!uuid.safeParse(id).success) {
    throw unprocessable([{ propertyPath, message: `must be a ${collection} reference like /api/${collection}/<id>` }]);
  }
  return id as string;
}
