import * as z from 'zod/mini';

// The contract uses zod/mini: the same zod 4 engine with a tree-shakable API, so a screen ships
// only the checks it uses (the login page's budget is 150 KB of JavaScript).

export const uuidSchema = z.uuid();

export const violationSchema = z.object({
  propertyPath: z.string(),
  message: z.string(),
});
export type Violation = z.infer<typeof violationSchema>;

/** The error body of every non-2xx answer (API Platform / hydra style). */
export const hydraErrorSchema = z.object({
  '@type': z.literal('hydra:Error'),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  status: z.number().check(z.int()),
  violations: z.optional(z.array(violationSchema)),
});
export type HydraError = z.infer<typeof hydraErrorSchema>;

export function hydraCollectionSchema<T extends z.ZodMiniType>(member: T) {
  return z.object({
    '@context': z.string(),
    '@id': z.string(),
    '@type': z.literal('hydra:Collection'),
    'hydra:member': z.array(member),
    'hydra:totalItems': z.number().check(z.int()),
  });
}
export type HydraCollection<T> = {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:member': T[];
  'hydra:totalItems': number;
};

export const idParamsSchema = z.object({ id: uuidSchema });

/** A page number and page size from a query string, within bounds. */
export function pageQuery(defaultSize: number, maxSize = 100) {
  return {
    page: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1))), 1),
    itemsPerPage: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(maxSize))), defaultSize),
  };
}

/** `key[]=a&key[]=b` arrives as an array, a single `key[]=a` as a string: both become a list. */
export function manyOf<T extends z.ZodMiniType>(item: T) {
  return z.optional(
    z.pipe(
      z.transform((value: unknown) => (Array.isArray(value) ? value : [value])),
      z.array(item).check(z.maxLength(200)),
    ),
  );
}

/** Builds the IRI of an item: `/api/<collection>/<id>`. */
export function iri(collection: string, id: string): string {
  return `/api/${collection}/${id}`;
}

/** The last path segment of an IRI is the id (the spec reads project ids this way). */
export function idFromIri(value: string): string {
  const segments = value.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}
