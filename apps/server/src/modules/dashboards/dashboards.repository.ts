import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { employees } from '../../db/schema/employees';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { dashboards, dashboardWidgetTeams, type DashboardRow, type StoredWidget } from '../../db/schema/dashboards';
import { teams } from '../../db/schema/teams';

/** The teams of one widget: its position on the board and a team id. */
export type WidgetTeam = { widget: number; teamId: string };
/** A board's widget teams: team ids by widget position, each list by team name. */
export type WidgetTeams = Map<number, string[]>;

export type Page = { limit: number; offset: number };

export function createDashboardsRepository(db: Database) {
  return {
    /**
     * A new board, unless the project already holds `max` (then undefined). The project row is
     * locked meanwhile, so two boards made at once cannot both be the last one allowed.
     */
    async insertWithin(
      max: number,
      values: { projectId: string; name: string; isEnabled: boolean; widgets: StoredWidget[]; createdBy: string },
      widgetTeams: WidgetTeam[],
    ): Promise<DashboardRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, values.projectId)).for('no key update');
        const [held] = await tx.select({ value: count() }).from(dashboards).where(eq(dashboards.projectId, values.projectId));
        if ((held?.value ?? 0) >= max) return undefined;
        const [row] = await tx.insert(dashboards).values(values).returning();
        if (widgetTeams.length) await tx.insert(dashboardWidgetTeams).values(widgetTeams.map((w) => ({ dashboardId: row!.id, ...w })));
        return row!;
      });
    },

    async findById(id: string): Promise<DashboardRow | undefined> {
      const [row] = await db.select().from(dashboards).where(eq(dashboards.id, id)).limit(1);
      return row;
    },

    /** `widgetTeams` (given with a new widget list) replaces the widgets' teams in the same transaction. */
    async update(
      id: string,
      changes: Partial<Pick<DashboardRow, 'name' | 'isEnabled' | 'widgets'>>,
      widgetTeams: WidgetTeam[] | undefined,
    ): Promise<DashboardRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(dashboards)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(dashboards.id, id))
          .returning();
        if (row && widgetTeams) {
          await tx.delete(dashboardWidgetTeams).where(eq(dashboardWidgetTeams.dashboardId, id));
          if (widgetTeams.length) await tx.insert(dashboardWidgetTeams).values(widgetTeams.map((w) => ({ dashboardId: id, ...w })));
        }
        return row;
      });
    },
    /** The widget teams of each board (a board without any is absent). */
    async widgetTeams(dashboardIds: string[]): Promise<Map<string, WidgetTeams>> {
      const byBoard = new Map<string, WidgetTeams>();
      if (dashboardIds.length === 0) return byBoard;
      const rows = await db
        .select({ dashboardId: dashboardWidgetTeams.dashboardId, widget: dashboardWidgetTeams.widget, teamId: dashboardWidgetTeams.teamId })
        .from(dashboardWidgetTeams)
        .innerJoin(teams, eq(teams.id, dashboardWidgetTeams.teamId))
        .where(inArray(dashboardWidgetTeams.dashboardId, dashboardIds))
        .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
      for (const row of rows) {
        let board = byBoard.get(row.dashboardId);
        if (!board) byBoard.set(row.dashboardId, (board = new Map()));
        board.set(row.widget, [...(board.get(row.widget) ?? []), row.teamId]);
      }
      return byBoard;
    },
    /** Which of `ids` are teams of the project (archived ones too: a past period keeps its teams). */
    async teamsOfProject(projectId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.projectId, projectId), inArray(teams.id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(dashboards).where(eq(dashboards.id, id));
    },

    /** By name; `enabled` narrows to enabled (true) or disabled (false) boards. */
    async list(projectId: string, enabled: boolean | undefined, page: Page): Promise<{ rows: DashboardRow[]; total: number }> {
      const conditions: SQL[] = [eq(dashboards.projectId, projectId)];
      if (enabled !== undefined) conditions.push(eq(dashboards.isEnabled, enabled));
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select()
            .from(dashboards)
            .where(where)
            .orderBy(asc(sql`lower(${dashboards.name})`), asc(dashboards.id))
            .limit(page.limit)
            .offset(page.offset),
        (q) => q.select({ value: count() }).from(dashboards).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },

    /** Every employee of the project, active or not, with their name, by name. */
    async team(projectId: string): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: employees.id, name: users.name })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(eq(employees.projectId, projectId))
        .orderBy(asc(sql`lower(${users.name})`), asc(employees.id));
    },
  };
}

export type DashboardsRepository = ReturnType<typeof createDashboardsRepository>;
