import * as z from 'zod/mini';
import { pageQuery } from './common';
import { localDateSchema } from './time';

// Teams: a project groups its employees into teams (a name, a lead, members). An employee is in at
// most one team at a time; every change of membership is kept as history (from one local day of the
// project to another), so the figures of a past day stay with the team the employee was in that day.

export const TEAM_NAME_MAX = 60;
export const TEAM_MEMBERS_MAX = 500;
export const TEAM_PAGE_SIZE = 50;
export const TEAM_MEMBERSHIP_PAGE_SIZE = 50;

const teamName = z
  .string()
  .check(z.trim(), z.minLength(1, 'required field'), z.maxLength(TEAM_NAME_MAX, `at most ${TEAM_NAME_MAX} characters`));
/** Employee IRIs (`/api/employees/{id}`). */
const members = z.array(z.string().check(z.minLength(1))).check(z.maxLength(TEAM_MEMBERS_MAX, `at most ${TEAM_MEMBERS_MAX} members`));
/** An employee IRI, or null for no lead. The lead need not be a member. */
const lead = z.nullable(z.string().check(z.minLength(1)));

export const teamCreateSchema = z.strictObject({
  project: z.string().check(z.minLength(1, 'required field')),
  name: teamName,
  lead: z.optional(lead),
  /** The members from today on; an employee in another team moves to this one. */
  members: z.optional(members),
});
export type TeamCreate = z.infer<typeof teamCreateSchema>;

/** Merge-patch: `members` replaces the current members from today on (history is kept). */
export const teamPatchSchema = z.partial(z.strictObject({ name: teamName, lead, members }));
export type TeamPatch = z.infer<typeof teamPatchSchema>;

export const teamSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Team'),
  id: z.uuid(),
  project: z.string(),
  name: z.string(),
  lead: z.nullable(z.string()),
  /** The current members' employee IRIs, by name. */
  members: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamListQuerySchema = z.object({
  ...pageQuery(TEAM_PAGE_SIZE),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

/** One stretch of an employee in a team: local days `from` to `to` (both included; `to` null while current). */
export const teamMembershipSchema = z.object({
  '@type': z.literal('TeamMembership'),
  team: z.string(),
  employee: z.string(),
  from: z.string(),
  to: z.nullable(z.string()),
});
export type TeamMembership = z.infer<typeof teamMembershipSchema>;

export const teamMembershipListQuerySchema = z.object({
  ...pageQuery(TEAM_MEMBERSHIP_PAGE_SIZE),
  /** Only stretches that include this local day. */
  date: z.optional(localDateSchema),
});
export type TeamMembershipListQuery = z.infer<typeof teamMembershipListQuerySchema>;
