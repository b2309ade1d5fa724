import { and, asc, count, eq, gte, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { GoalMetric, GoalScope } from '@salespulse/contract/goals';
import type { Database } from '../../db/database';
import { employees } from '../../db/schema/employees';
import { goals, type GoalRow } from '../../db/schema/goals';
import { projects } from '../../db/schema/projects';
import { teamMemberships, teams } from '../../db/schema/teams';

export type Page = { limit: number; offset: number };
export type GoalValues = Pick<
  GoalRow,
  | 'projectId'
  | 'metric'
  | 'scope'
  | 'employeeId'
  | 'teamId'
  | 'period'
  | 'recurring'
  | 'fromDay'
  | 'toDay'
  | 'target'
  | 'split'
  | 'weights'
  | 'createdBy'
>;
export type GoalChanges = Partial<Pick<GoalRow, 'target' | 'toDay' | 'split' | 'weights'>>;
/** What makes two goals the same thing: metric, scope (with its employee or team) and period kind. */
export type GoalKey = Pick<GoalRow, 'projectId' | 'metric' | 'scope' | 'employeeId' | 'teamId' | 'period'>;
export type GoalListFilter = {
  metrics?: readonly GoalMetric[];
  scopes?: readonly GoalScope[];
  /** Only goals whose days hold this local day. */
  date?: string;
  /** A representative's view: the project's goals, their own, and their current team's. */
  visibleTo?: { employeeId: string; teamId: string | null };
};

const holds = (day: string) => and(lte(goals.fromDay, day), or(isNull(goals.toDay), gte(goals.toDay, day)));

export function createGoalsRepository(db: Database) {
  function listWhere(projectId: string, filter: GoalListFilter): SQL | undefined {
    const visible = filter.visibleTo;
    return and(
      eq(goals.projectId, projectId),
      filter.metrics ? inArray(goals.metric, [...filter.metrics]) : undefined,
      filter.scopes ? inArray(goals.scope, [...filter.scopes]) : undefined,
      filter.date ? holds(filter.date) : undefined,
      visible
        ? or(
            eq(goals.scope, 'project'),
            eq(goals.employeeId, visible.employeeId),
            visible.teamId ? eq(goals.teamId, visible.teamId) : undefined,
          )
        : undefined,
    );
  }

  return {
    /**
     * Serialises the goal writes of one project until the transaction ends. The overlap rule reads
     * the project's goals and then inserts or changes one; two transactions doing that at once would
     * each miss the other's row (no constraint can state "no overlapping days"). Locking the project
     * row (FOR UPDATE) makes every goal write of the project wait for the one before it, while other
     * projects and every read go on.
     */
    async lockProject(projectId: string): Promise<void> {
      await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
    },

    async findById(id: string): Promise<GoalRow | undefined> {
      const [row] = await db.select().from(goals).where(eq(goals.id, id)).limit(1);
      return row;
    },

    async list(projectId: string, filter: GoalListFilter, page: Page): Promise<{ rows: GoalRow[]; total: number }> {
      const where = listWhere(projectId, filter);
      const [rows, [counted]] = await Promise.all([
        db.select().from(goals).where(where).orderBy(asc(goals.createdAt), asc(goals.id)).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(goals).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The team the employee is in today: their open stretch (to_day null), if any. */
    async currentTeamOf(projectId: string, employeeId: string): Promise<string | null> {
      const [row] = await db
        .select({ teamId: teamMemberships.teamId })
        .from(teamMemberships)
        .where(and(eq(teamMemberships.projectId, projectId), eq(teamMemberships.employeeId, employeeId), isNull(teamMemberships.toDay)))
        .limit(1);
      return row?.teamId ?? null;
    },

    /** Which of `ids` are employees of the project. */
    async employeesAmong(projectId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.projectId, projectId), inArray(employees.id, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    /** Whether the team is a live (not archived) team of the project. */
    async isLiveTeam(projectId: string, teamId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.id, teamId), eq(teams.projectId, projectId), isNull(teams.archivedAt)))
        .limit(1);
      return row !== undefined;
    },

    /** A goal for the same thing whose days share one with `from`..`to` (null: no end), other than `exceptId`. */
    async overlapping(key: GoalKey, days: { from: string; to: string | null }, exceptId?: string): Promise<GoalRow | undefined> {
      const [row] = await db
        .select()
        .from(goals)
        .where(
          and(
            eq(goals.projectId, key.projectId),
            eq(goals.metric, key.metric),
            eq(goals.scope, key.scope),
            eq(goals.period, key.period),
            key.employeeId ? eq(goals.employeeId, key.employeeId) : isNull(goals.employeeId),
            key.teamId ? eq(goals.teamId, key.teamId) : isNull(goals.teamId),
            days.to === null ? undefined : lte(goals.fromDay, days.to),
            or(isNull(goals.toDay), gte(goals.toDay, days.from)),
            exceptId ? ne(goals.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row;
    },

    async insert(values: GoalValues): Promise<GoalRow> {
      const [row] = await db.insert(goals).values(values).returning();
      return row!;
    },

    async update(id: string, changes: GoalChanges): Promise<GoalRow> {
      const [row] = await db
        .update(goals)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(goals.id, id))
        .returning();
      return row!;
    },

    async remove(id: string): Promise<void> {
      await db.delete(goals).where(eq(goals.id, id));
    },
  };
}

export type GoalsRepository = ReturnType<typeof createGoalsRepository>;
