import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PointContestStatus } from '@salespulse/contract/points';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { employees } from '../../db/schema/employees';
import { users } from '../../db/schema/users';
import { pointContests, type ContestResult, type PointContestRow } from '../../db/schema/points';

export type Page = { limit: number; offset: number };
export type ContestChanges = Partial<Pick<PointContestRow, 'name' | 'endsOn' | 'prizes' | 'participants' | 'canceledAt'>>;

const open = and(isNull(pointContests.settledAt), isNull(pointContests.canceledAt));

/** The SQL twin of the service's statusOf(): which rows have a derived status, as of `today`. */
function withStatus(status: PointContestStatus, today: string): SQL | undefined {
  switch (status) {
    case 'canceled':
      return isNotNull(pointContests.canceledAt);
    case 'finished':
      return isNotNull(pointContests.settledAt);
    case 'upcoming':
      return and(open, gt(pointContests.startsOn, today));
    case 'running':
      return and(open, lte(pointContests.startsOn, today));
  }
}

export function createPointContestsRepository(db: Database) {
  /** The rosters of several contests of a project (see roster), from one read of its employees. */
  async function rosters(projectId: string, chosenLists: readonly string[][]): Promise<string[][]> {
    if (chosenLists.length === 0) return [];
    const everyone = await db
      .select({ id: employees.id, status: employees.status })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(eq(employees.projectId, projectId))
      .orderBy(asc(sql`lower(${users.name})`), asc(employees.id));
    return chosenLists.map((chosen) => {
      const picked = new Set(chosen);
      return everyone.filter((e) => (chosen.length ? picked.has(e.id) : e.status === 'active')).map((e) => e.id);
    });
  }

  return {
    /** The project's local date now (its time zone as analytics read it). */
    async today(projectId: string): Promise<string> {
      const result = await db.execute(
        sql`select to_char((now() at time zone analytics_zone(${projectId}::uuid))::date, 'YYYY-MM-DD') as today`,
      );
      // Both drivers answer raw SQL with `rows`; drizzle types the result per driver.
      return (result as unknown as { rows: { today: string }[] }).rows[0]!.today;
    },

    async insert(
      values: Pick<PointContestRow, 'projectId' | 'name' | 'metric' | 'startsOn' | 'endsOn' | 'prizes' | 'participants' | 'createdBy'>,
    ): Promise<PointContestRow> {
      const [row] = await db.insert(pointContests).values(values).returning();
      return row!;
    },

    async findById(id: string): Promise<PointContestRow | undefined> {
      const [row] = await db.select().from(pointContests).where(eq(pointContests.id, id)).limit(1);
      return row;
    },

    /** Held until the transaction ends, so a change and the settling job never cross. */
    async lock(id: string): Promise<PointContestRow | undefined> {
      const [row] = await db.select().from(pointContests).where(eq(pointContests.id, id)).for('update');
      return row;
    },

    async update(id: string, changes: ContestChanges): Promise<PointContestRow> {
      const [row] = await db
        .update(pointContests)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(pointContests.id, id))
        .returning();
      return row!;
    },

    /** Newest first. */
    async list(
      projectId: string,
      statuses: PointContestStatus[] | undefined,
      today: string,
      page: Page,
    ): Promise<{ rows: PointContestRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(pointContests.projectId, projectId)];
      if (statuses) conditions.push(or(...statuses.map((status) => withStatus(status, today))));
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select()
            .from(pointContests)
            .where(where)
            .orderBy(desc(pointContests.createdAt), desc(pointContests.id))
            .limit(page.limit)
            .offset(page.offset),
        (q) => q.select({ value: count() }).from(pointContests).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },

    /** The ids among `ids` that are employees of the project. */
    async employeesAmong(projectId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.projectId, projectId), inArray(employees.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    /** Who competes, by name: the chosen employees, or (none chosen) every active one. */
    roster: async (projectId: string, chosen: string[]): Promise<string[]> => (await rosters(projectId, [chosen]))[0]!,
    rosters,

    /** Contests whose last local day is over and whose prizes are not given yet. */
    async due(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: pointContests.id })
        .from(pointContests)
        .where(and(open, sql`${pointContests.endsOn} < (now() at time zone analytics_zone(${pointContests.projectId}))::date`))
        .orderBy(asc(pointContests.endsOn))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The contest if it still waits for its prizes and no other worker holds it. */
    async claim(id: string): Promise<PointContestRow | undefined> {
      const [row] = await db
        .select()
        .from(pointContests)
        .where(and(eq(pointContests.id, id), open))
        .for('update', { skipLocked: true });
      return row;
    },

    async settle(id: string, results: ContestResult[]): Promise<void> {
      await db.update(pointContests).set({ results, settledAt: new Date(), updatedAt: new Date() }).where(eq(pointContests.id, id));
    },
  };
}

export type PointContestsRepository = ReturnType<typeof createPointContestsRepository>;
