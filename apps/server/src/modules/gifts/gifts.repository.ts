import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GiftRequestStatus } from '@salespulse/contract/gifts';
import type { LiveGift } from '@salespulse/contract/live';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { employees } from '../../db/schema/employees';
import { mediaObjects } from '../../db/schema/media';
import { users } from '../../db/schema/users';
import { giftProducts, giftRequests, type GiftProductRow, type GiftRequestRow } from '../../db/schema/gifts';

export type Page = { limit: number; offset: number };
export type GiftRequestView = { request: GiftRequestRow; employeeName: string; deciderName: string | null };

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const requestView = { request: giftRequests, employeeName: requester.name, deciderName: decider.name };

export function createGiftsRepository(db: Database) {
  function requestsWithNames(q: Database = db) {
    return q
      .select(requestView)
      .from(giftRequests)
      .innerJoin(employees, eq(employees.id, giftRequests.employeeId))
      .innerJoin(requester, eq(requester.id, employees.userId))
      .leftJoin(decider, eq(decider.id, giftRequests.decidedBy));
  }

  return {
    async findProduct(id: string): Promise<GiftProductRow | undefined> {
      const [row] = await db.select().from(giftProducts).where(eq(giftProducts.id, id)).limit(1);
      return row;
    },

    /** Cheapest first, then by name: what an employee can afford comes first. */
    async listProducts(projectId: string, archived: boolean, page: Page): Promise<{ rows: GiftProductRow[]; total: number }> {
      const where = and(
        eq(giftProducts.projectId, projectId),
        archived ? isNotNull(giftProducts.archivedAt) : isNull(giftProducts.archivedAt),
      );
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select()
            .from(giftProducts)
            .where(where)
            .orderBy(asc(giftProducts.price), asc(sql`lower(${giftProducts.name})`), asc(giftProducts.id))
            .limit(page.limit)
            .offset(page.offset),
        (q) => q.select({ value: count() }).from(giftProducts).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },

    async insertProduct(values: {
      projectId: string;
      name: string;
      description: string;
      price: number;
      imageId: string | null;
    }): Promise<GiftProductRow> {
      const [row] = await db.insert(giftProducts).values(values).returning();
      return row!;
    },

    async updateProduct(
      id: string,
      changes: Partial<{ name: string; description: string; price: number; imageId: string | null; archivedAt: Date | null }>,
    ): Promise<GiftProductRow | undefined> {
      const [row] = await db
        .update(giftProducts)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(giftProducts.id, id))
        .returning();
      return row;
    },

    /** Whether the media object exists and belongs to the project. */
    async isImageOf(projectId: string, mediaId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: mediaObjects.id })
        .from(mediaObjects)
        .where(and(eq(mediaObjects.id, mediaId), eq(mediaObjects.projectId, projectId)))
        .limit(1);
      return row !== undefined;
    },

    async findEmployeeOf(projectId: string, userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.projectId, projectId), eq(employees.userId, userId)))
        .limit(1);
      return row?.id;
    },

    async insertRequest(values: {
      projectId: string;
      giftProductId: string;
      employeeId: string;
      giftName: string;
      price: number;
      comment: string | null;
    }): Promise<string> {
      const [row] = await db.insert(giftRequests).values(values).returning({ id: giftRequests.id });
      return row!.id;
    },

    async findRequest(id: string): Promise<GiftRequestView | undefined> {
      const [row] = await requestsWithNames().where(eq(giftRequests.id, id)).limit(1);
      return row;
    },

    /** The request's row, held until the transaction ends, so two decisions cannot both apply. */
    async lockRequest(id: string): Promise<GiftRequestRow | undefined> {
      const [row] = await db.select().from(giftRequests).where(eq(giftRequests.id, id)).for('update');
      return row;
    },

    /** Tells the project's live streams (on commit: a rolled-back change says nothing). */
    async announce(projectId: string, gift: LiveGift): Promise<void> {
      await db.execute(sql`select pg_notify('activity', ${JSON.stringify({ projectId, gift })})`);
    },

    async decide(id: string, status: GiftRequestStatus, decidedBy: string): Promise<void> {
      await db.update(giftRequests).set({ status, decidedBy, decidedAt: new Date() }).where(eq(giftRequests.id, id));
    },

    /** Newest first. */
    async listRequests(
      projectId: string,
      filters: { statuses?: GiftRequestStatus[]; employeeIds?: string[] },
      page: Page,
    ): Promise<{ rows: GiftRequestView[]; total: number }> {
      const conditions: SQL[] = [eq(giftRequests.projectId, projectId)];
      if (filters.statuses) conditions.push(inArray(giftRequests.status, filters.statuses));
      if (filters.employeeIds) conditions.push(inArray(giftRequests.employeeId, filters.employeeIds));
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          requestsWithNames(q)
            .where(where)
            .orderBy(desc(giftRequests.createdAt), desc(giftRequests.id))
            .limit(page.limit)
            .offset(page.offset),
        (q) => q.select({ value: count() }).from(giftRequests).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type GiftsRepository = ReturnType<typeof createGiftsRepository>;
