import * as z from 'zod/mini';
import { pageQuery } from './common';
import { NAME_MAX, PROJECT_PAGE_SIZE } from './constants';
import { projectBillingSchema } from './billing';
import { propertySchema } from './catalogue';
import { roleSchema } from './permissions';
import { settingEntrySchema, settingSchema } from './settings';
import { messages } from './validation';

export const projectNameSchema = z
  .string({ error: messages.required })
  .check(z.trim(), z.minLength(1, messages.required), z.maxLength(NAME_MAX, `name should be at most ${NAME_MAX} characters`));

export const projectSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Project'),
  id: z.uuid(),
  name: z.string(),
  settings: z.array(z.object({ name: z.string(), value: z.string() })),
  /** The caller's role in the project. */
  role: roleSchema,
  createdAt: z.string(),
  /** Whether the project is billed and until when it may be used (see billing.ts). */
  billing: z.optional(projectBillingSchema),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListQuerySchema = z.object({
  ...pageQuery(PROJECT_PAGE_SIZE),
  name: z.optional(z.string().check(z.trim(), z.maxLength(NAME_MAX))),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectListSchema = z.object({ projects: z.array(projectSchema), total: z.number().check(z.int()) });
export type ProjectList = z.infer<typeof projectListSchema>;

export const projectCreateSchema = z.object({
  name: projectNameSchema,
  settings: z.optional(z.array(settingEntrySchema).check(z.maxLength(20))),
});
export type ProjectCreate = z.infer<typeof projectCreateSchema>;

export const projectPatchSchema = z.partial(z.strictObject({ name: projectNameSchema }));
export type ProjectPatch = z.infer<typeof projectPatchSchema>;

/** The project-data query: what every screen of a project needs about it. */
/** The project-data query (spec section 7): the project with its settings and its properties. */
export const projectDataSchema = z.object({
  project: projectSchema,
  settings: z.array(settingSchema),
  /** Every custom field of the project's deals, all providers, sorted by name: the analytics filters' properties. */
  properties: z.array(propertySchema),
});
export type ProjectData = z.infer<typeof projectDataSchema>;

export const PROJECT_DELETED_STATUS = 410;
