import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Schedule } from '@salespulse/contract/employees';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { employees } from '../../db/schema/employees';
import { goals, type GoalRow } from '../../db/schema/goals';
import { teamMemberships } from '../../db/schema/teams';
import type { FigureDay } from '../analytics';
import type { Stretch } from './pacing/scope-members';

/** What goal progress reads besides the day rollups: goals, calendars, employees, memberships, points. */
export function createGoalProgressRepository(db: Database) {
  return {
    /** The project's zone as analytics use it and its `work_hours` setting (raw). */
    async calendar(projectId: string): Promise<{ timeZone: string; workHours: string | null }> {
      const result = await db.execute(sql`
        select analytics_zone(${projectId}::uuid) as zone,
          (select value from settings where project_id = ${projectId} and name = 'work_hours') as hours`);
      const [row] = rowsOf<{ zone: string; hours: string | null }>(result);
      return { timeZone: row?.zone ?? 'UTC', workHours: row?.hours ?? null };
    },

    /** The goals with a period holding `day` (a goal's days run from its first period's start to its last's end). */
    goalsOn(projectId: string, day: string): Promise<GoalRow[]> {
      return db
        .select()
        .from(goals)
        .where(and(eq(goals.projectId, projectId), lte(goals.fromDay, day), or(isNull(goals.toDay), gte(goals.toDay, day))))
        .orderBy(goals.createdAt, goals.id);
    },

    employees(projectId: string): Promise<{ id: string; status: string; schedules: Schedule[] }[]> {
      return db
        .select({ id: employees.id, status: employees.status, schedules: employees.schedules })
        .from(employees)
        .where(eq(employees.projectId, projectId));
    },

    /** Every membership stretch overlapping the days `from`..`to`. */
    async stretches(projectId: string, from: string, to: string): Promise<Stretch[]> {
      const rows = await db
        .select({
          teamId: teamMemberships.teamId,
          employeeId: teamMemberships.employeeId,
          from: teamMemberships.fromDay,
          to: teamMemberships.toDay,
        })
        .from(teamMemberships)
        .where(
          and(
            eq(teamMemberships.projectId, projectId),
            lte(teamMemberships.fromDay, to),
            or(isNull(teamMemberships.toDay), gte(teamMemberships.toDay, from)),
          ),
        );
      return rows;
    },

    /**
     * Points earned per employee and local day: awards and contest prizes (positive rows); spending
     * on gifts and the refunds of declined gift requests are not earnings.
     */
    async pointsByEmployeeDay(projectId: string, timeZone: string, from: string, to: string): Promise<FigureDay[]> {
      const result = await db.execute(sql`
        select employee_id, to_char(analytics_day(created_at, ${timeZone}), 'YYYY-MM-DD') as day, sum(amount)::float8 as value
        from point_transactions
        where project_id = ${projectId} and amount > 0 and gift_request_id is null
          and created_at >= (${from}::date)::timestamp at time zone ${timeZone}
          and created_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})
        group by 1, 2`);
      return rowsOf<{ employee_id: string; day: string; value: number | string }>(result).map((row) => ({
        employeeId: String(row.employee_id),
        day: String(row.day),
        value: Number(row.value),
      }));
    },
  };
}

export type GoalProgressRepository = ReturnType<typeof createGoalProgressRepository>;
