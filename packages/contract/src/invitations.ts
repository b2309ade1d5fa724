import { z } from 'zod';
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
  invitedBy: z.object({ '@id': z.string(), name: z.string() }).nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationCreateSchema = z.object({
  project: z.string().min(1),
  email: emailSchema,
  role: roleSchema.default('REPRESENTATIVE'),
});
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;

export const invitationPatchSchema = z.object({ role: roleSchema }).strict();

export const invitationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(30),
  status: z.enum(invitationStatuses).optional(),
});

export const acceptedInvitationSchema = z.object({
  project: z.object({ '@id': z.string(), id: z.uuid(), name: z.string() }),
  employee: z.string(),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
