import { z } from 'zod';

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
  status: z.number().int(),
  violations: z.array(violationSchema).optional(),
});
export type HydraError = z.infer<typeof hydraErrorSchema>;

export function hydraCollectionSchema<T extends z.ZodType>(member: T) {
  return z.object({
    '@context': z.string(),
    '@id': z.string(),
    '@type': z.literal('hydra:Collection'),
    'hydra:member': z.array(member),
    'hydra:totalItems': z.number().int(),
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

/** Builds the IRI of an item: `/api/<collection>/<id>`. */
export function iri(collection: string, id: string): string {
  return `/api/${collection}/${id}`;
}

/** The last path segment of an IRI is the id (the spec reads project ids this way). */
export function idFromIri(value: string): string {
  const segments = value.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}
