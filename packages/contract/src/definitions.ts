import * as z from 'zod/mini';
import { pageQuery } from './common';

/** What a provider's stage means for the funnel; a stage with no kind is just "in progress". */
export const stageKinds = ['negotiation', 'bill', 'won', 'lost', 'refund'] as const;
export const stageKindSchema = z.enum(stageKinds);
export type StageKind = z.infer<typeof stageKindSchema>;

export const definitionSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Definition'),
  id: z.uuid(),
  project: z.string(),
  dataProvider: z.string(),
  stage: z.string(),
  label: z.string(),
  kind: z.nullable(stageKindSchema),
  position: z.int(),
});
export type Definition = z.infer<typeof definitionSchema>;

export const definitionCreateSchema = z.object({
  dataProvider: z.string().check(z.minLength(1)),
  stage: z.string().check(z.trim(), z.minLength(1, 'required field'), z.maxLength(200)),
  label: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  kind: z.nullable(stageKindSchema),
  position: z.optional(z.int().check(z.gte(0), z.lte(10_000))),
});
export type DefinitionCreate = z.infer<typeof definitionCreateSchema>;

export const definitionPatchSchema = z.partial(
  z.strictObject({
    label: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    kind: z.nullable(stageKindSchema),
    position: z.int().check(z.gte(0), z.lte(10_000)),
  }),
);
export type DefinitionPatch = z.infer<typeof definitionPatchSchema>;

/** A provider's stages fit one page; the default page covers any pipeline we have seen. */
export const DEFINITION_PAGE_SIZE = 100;
export const DEFINITION_PAGE_MAX = 500;

export const definitionListQuerySchema = z.object({
  ...pageQuery(DEFINITION_PAGE_SIZE, DEFINITION_PAGE_MAX),
  /** A data provider's IRI or id: only its stages. */
  dataProvider: z.optional(z.string().check(z.minLength(1))),
});
export type DefinitionListQuery = z.infer<typeof definitionListQuerySchema>;
