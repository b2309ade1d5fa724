/** An employee's stretch in a team, local days `from`..`to` (to null while current). */
export type Stretch = { teamId: string; employeeId: string; from: string; to: string | null };

/** Days an employee counts toward a scope within a period: `from`..`to`, both included. */
export type MemberDays = { employeeId: string; from: string; to: string };

type Period = { from: string; to: string };

/**
 * The team's members over a period, each with the days of it they were in the team: a member who
 * joined or left mid-period counts (work and figures) only for their days in it.
 */
export function teamMembersIn(stretches: readonly Stretch[], teamId: string, period: Period): MemberDays[] {
  const members: MemberDays[] = [];
  for (const stretch of stretches) {
    if (stretch.teamId !== teamId) continue;
    const from = stretch.from > period.from ? stretch.from : period.from;
    const to = stretch.to === null || stretch.to > period.to ? period.to : stretch.to;
    if (from <= to) members.push({ employeeId: stretch.employeeId, from, to });
  }
  return members;
}

/** The team's members on one day (whose stretch holds it), for splitting a team target. */
export function teamMembersOn(stretches: readonly Stretch[], teamId: string, day: string): string[] {
  const members = stretches.filter((s) => s.teamId === teamId && s.from <= day && (s.to === null || s.to >= day)).map((s) => s.employeeId);
  return [...new Set(members)];
}

/** The team an employee is in on a day, if any. */
export function teamOfOn(stretches: readonly Stretch[], employeeId: string, day: string): string | null {
  return stretches.find((s) => s.employeeId === employeeId && s.from <= day && (s.to === null || s.to >= day))?.teamId ?? null;
}
