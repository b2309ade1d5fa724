import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { employees } from '../../db/schema/employees';
import { settings } from '../../db/schema/settings';
import { users } from '../../db/schema/users';
import { pointTransactions, type PointTransactionRow } from '../../db/schema/points';

export type TransactionWithAuthor = { transaction: PointTransactionRow; authorName: string | null };
export type BalanceRow = { employeeId: string; points: number };
export type Page = { limit: number; offset: number };

const withAuthor = { transaction: pointTransactions, authorName: users.name };

/** The employee's newest ledger row holds their balance (0 without one). */
const balanceOfEmployee = sql<number>`coalesce((
  select pt.balance_after from ${pointTransactions} as pt
  where pt.project_id = ${employees.projectId} and pt.employee_id = ${employees.id}
  order by pt.seq desc limit 1
), 0)`.mapWith(Number);

export function createPointsRepository(db: Database) {
  return {
    /** The project's gift_shop_enabled setting ('1': on); undefined when it was never set. */
    async giftShopSetting(projectId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ value: settings.value })
        .from(settings)
        .where(and(eq(settings.projectId, projectId), eq(settings.name, 'gift_shop_enabled')))
        .limit(1);
      return row?.value;
    },

    async findEmployee(id: string): Promise<{ id: string; projectId: string } | undefined> {
      const [row] = await db
        .select({ id: employees.id, projectId: employees.projectId })
        .from(employees)
        .where(eq(employees.id, id))
        .limit(1);
      return row;
    },

    /**
     * Holds the employee's row until the transaction ends, so two changes of one balance run one
     * after the other. NO KEY UPDATE does not wait for ingestion, which only references the row.
     */
    async lockEmployee(id: string): Promise<void> {
      await db.select({ id: employees.id }).from(employees).where(eq(employees.id, id)).for('no key update');
    },

    async balanceOf(projectId: string, employeeId: string): Promise<number> {
      const [row] = await db
        .select({ balance: pointTransactions.balanceAfter })
        .from(pointTransactions)
        .where(and(eq(pointTransactions.projectId, projectId), eq(pointTransactions.employeeId, employeeId)))
        .orderBy(desc(pointTransactions.seq))
        .limit(1);
      return row?.balance ?? 0;
    },

    async insert(values: {
      projectId: string;
      employeeId: string;
      amount: number;
      balanceAfter: number;
      comment: string | null;
      authorId: string | null;
      giftRequestId: string | null;
      contestId: string | null;
    }): Promise<string> {
      const [row] = await db.insert(pointTransactions).values(values).returning({ id: pointTransactions.id });
      return row!.id;
    },

    async findById(id: string): Promise<TransactionWithAuthor | undefined> {
      const [row] = await db
        .select(withAuthor)
        .from(pointTransactions)
        .leftJoin(users, eq(users.id, pointTransactions.authorId))
        .where(eq(pointTransactions.id, id))
        .limit(1);
      return row;
    },

    /** Newest first; `employeeIds` narrows to those employees (none given: everybody). */
    async list(
      projectId: string,
      employeeIds: string[] | undefined,
      page: Page,
    ): Promise<{ rows: TransactionWithAuthor[]; total: number }> {
      const conditions: SQL[] = [eq(pointTransactions.projectId, projectId)];
      if (employeeIds) conditions.push(inArray(pointTransactions.employeeId, employeeIds));
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select(withAuthor)
            .from(pointTransactions)
            .leftJoin(users, eq(users.id, pointTransactions.authorId))
            .where(where)
            .orderBy(desc(pointTransactions.seq))
            .limit(page.limit)
            .offset(page.offset),
        (q) => q.select({ value: count() }).from(pointTransactions).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },

    /** Every employee of the project (active or not), most points first, then by name. */
    async balances(projectId: string, employeeIds: string[] | undefined, page: Page): Promise<{ rows: BalanceRow[]; total: number }> {
      const conditions: SQL[] = [eq(employees.projectId, projectId)];
      if (employeeIds) conditions.push(inArray(employees.id, employeeIds));
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select({ employeeId: employees.id, points: balanceOfEmployee })
            .from(employees)
            .innerJoin(users, eq(users.id, employees.userId))
            .where(where)
            .orderBy(desc(balanceOfEmployee), asc(sql`lower(${users.name})`), asc(employees.id))
            .limit(page.limit)
            .offset(page.offset),
        (q) => q.select({ value: count() }).from(employees).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
