import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { employees } from '../../db/schema/employees';
import { projects } from '../../db/schema/projects';
import { teamMemberships, teams, type TeamMembershipRow, type TeamRow } from '../../db/schema/teams';
import { users } from '../../db/schema/users';

export type Page = { limit: number; offset: number };
/** A team with its current members' employee ids, by name. */
export type TeamWithMembers = TeamRow & { members: string[] };

export function createTeamsRepository(db: Database) {
  /** The current members of each team, by name. */
  async function membersOf(teamIds: string[]): Promise<Map<string, string[]>> {
    const byTeam = new Map<string, string[]>(teamIds.map((id) => [id, []]));
    if (teamIds.length === 0) return byTeam;
    const rows = await db
      .select({ teamId: teamMemberships.teamId, employeeId: teamMemberships.employeeId })
      .from(teamMemberships)
      .innerJoin(employees, eq(employees.id, teamMemberships.employeeId))
      .innerJoin(users, eq(users.id, employees.userId))
      .where(and(inArray(teamMemberships.teamId, teamIds), isNull(teamMemberships.toDay)))
      .orderBy(asc(users.name), asc(employees.id));
    for (const row of rows) byTeam.get(row.teamId)?.push(row.employeeId);
    return byTeam;
  }

  const withMembers = async (rows: TeamRow[]): Promise<TeamWithMembers[]> => {
    const members = await membersOf(rows.map((r) => r.id));
    return rows.map((row) => ({ ...row, members: members.get(row.id) ?? [] }));
  };

  return {
    /** Serialises the team writes of one project until the transaction ends: membership moves read, then write. */
    async lockProject(projectId: string): Promise<void> {
      await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
    },

    /** Today in the project's zone, as analytics count days. */
    async today(projectId: string): Promise<string> {
      const [row] = rowsOf<{ day: string }>(
        await db.execute(sql`select to_char(analytics_day(now(), analytics_zone(${projectId}::uuid)), 'YYYY-MM-DD') as day`),
      );
      return row!.day;
    },

    async list(projectId: string, page: Page): Promise<{ rows: TeamWithMembers[]; total: number }> {
      const live = and(eq(teams.projectId, projectId), isNull(teams.archivedAt));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(teams)
          .where(live)
          .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(teams).where(live),
      ]);
      return { rows: await withMembers(rows), total: total?.n ?? 0 };
    },

    /** A team, archived or not. */
    async findById(id: string): Promise<TeamRow | undefined> {
      const [row] = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
      return row;
    },

    async withMembers(row: TeamRow): Promise<TeamWithMembers> {
      return (await withMembers([row]))[0]!;
    },

    async employeesAmong(projectId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.projectId, projectId), inArray(employees.id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    async insert(values: Pick<TeamRow, 'projectId' | 'name' | 'leadEmployeeId'>): Promise<TeamRow> {
      const [row] = await db.insert(teams).values(values).returning();
      return row!;
    },

    async update(id: string, changes: Partial<Pick<TeamRow, 'name' | 'leadEmployeeId' | 'archivedAt'>>): Promise<TeamRow> {
      const [row] = await db
        .update(teams)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(teams.id, id))
        .returning();
      return row!;
    },

    /** The current stretches of the given employees (in whichever team), by employee. */
    async currentStretches(employeeIds: string[]): Promise<Map<string, TeamMembershipRow>> {
      if (employeeIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(teamMemberships)
        .where(and(inArray(teamMemberships.employeeId, employeeIds), isNull(teamMemberships.toDay)));
      return new Map(rows.map((row) => [row.employeeId, row]));
    },

    async currentStretchesOfTeam(teamId: string): Promise<TeamMembershipRow[]> {
      return db
        .select()
        .from(teamMemberships)
        .where(and(eq(teamMemberships.teamId, teamId), isNull(teamMemberships.toDay)));
    },

    /** Ends a stretch before `today`; one that began today never happened (a same-day change replaces it). */
    async close(stretch: TeamMembershipRow, today: string): Promise<void> {
      if (stretch.fromDay >= today) {
        await db.delete(teamMemberships).where(eq(teamMemberships.id, stretch.id));
        return;
      }
      await db
        .update(teamMemberships)
        .set({ toDay: sql`(${today}::date - 1)` })
        .where(eq(teamMemberships.id, stretch.id));
    },

    async open(projectId: string, teamId: string, employeeId: string, today: string): Promise<void> {
      await db.insert(teamMemberships).values({ projectId, teamId, employeeId, fromDay: today });
    },

    /** The team's stretches, newest first (those holding `date`, when given). */
    async memberships(teamId: string, date: string | undefined, page: Page): Promise<{ rows: TeamMembershipRow[]; total: number }> {
      const where = and(
        eq(teamMemberships.teamId, teamId),
        date ? and(lte(teamMemberships.fromDay, date), or(isNull(teamMemberships.toDay), gte(teamMemberships.toDay, date))) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(teamMemberships)
          .where(where)
          .orderBy(desc(teamMemberships.fromDay), asc(teamMemberships.employeeId))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(teamMemberships).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
