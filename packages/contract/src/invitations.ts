import * as z from 'zod/mini';
import { pageQuery } from './common';
import { roleSchema } from './permissions';
import { emailSchema } from './validation';

export const INVITATION_TTL_DAYS = 7;
export const invitationStatuses = ['pending', 'accepted', 'revoked'] as const;

export const invitationSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Invitation'),
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(invitationStatuses),
  expired: z.boolean(),
  expiresAt: z.string(),
  createdAt: z.string(),
  project: z.object({ '@id': z.string(), name: z.string() }),
  invitedBy: z.nullable(z.object({ '@id': z.string(), name: z.string() })),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationCreateSchema = z.object({
  project: z.string().check(z.minLength(1)),
  email: emailSchema,
  role: z._default(roleSchema, 'REPRESENTATIVE'),
});
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;

/** The invite form: the same fields, the project comes from the session. */
export const invitationFormSchema = z.object({ email: emailSchema, role: z._default(roleSchema, 'REPRESENTATIVE') });
export type InvitationForm = z.infer<typeof invitationFormSchema>;

export const invitationPatchSchema = z.strictObject({ role: roleSchema });
export type InvitationPatch = z.infer<typeof invitationPatchSchema>;

export const invitationListQuerySchema = z.object({
  ...pageQuery(30),
  status: z.optional(z.enum(invitationStatuses)),
});

export const acceptedInvitationSchema = z.object({
  project: z.object({ '@id': z.string(), id: z.uuid(), name: z.string() }),
  employee: z.string(),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
