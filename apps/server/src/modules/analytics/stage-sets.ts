import { sql } from 'drizzle-orm';

// The boards' covering indexes hold the deals and leads whose stage sets are small (nearly all); the
// others, whose sets would not fit a B-tree row, have an index of their own (migration 0037). Read
// as one relation of two parts with the index's own predicate, each part is planned on its index:
// the small sets as an index-only scan, as before, and the few wide ones through their rows.
// PostgreSQL flattens the UNION ALL into one append and pushes each outer condition into both parts.

/** `deals`, every row once, in the two parts its indexes cover. */
export const dealsByStageSet = sql`(select * from deals where stage_set_fits(stages) union all select * from deals where not stage_set_fits(stages))`;

/** `lead_assignments`, every row once, in the two parts its indexes cover. */
export const leadAssignmentsByStageSet = sql`(select * from lead_assignments where stage_set_fits(stages)
  union all select * from lead_assignments where not stage_set_fits(stages))`;
