import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { likeContains } from '../../lib/sql-text';
import { deals } from '../../db/schema/activity';
import { products, type ProductRow } from '../../db/schema/catalogue';

export type ProductWithDeals = { product: ProductRow; deals: number };
export type ProductFilters = { search?: string; dataProviderId?: string; includeMerged: boolean; limit: number; offset: number };

// Qualified by hand: in a one-table select drizzle writes bare column names, which the correlated
// subquery would resolve against its own table.
const dealCount =
  sql<number>`(select count(*) from ${deals} as d where d.project_id = ${products}.project_id and d.product_id = ${products}.id)`.mapWith(
    Number,
  );
const withDeals = { product: products, deals: dealCount };

export function createProductsRepository(db: Database) {
  return {
    async list(projectId: string, filters: ProductFilters): Promise<{ rows: ProductWithDeals[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(products.projectId, projectId)];
      if (!filters.includeMerged) conditions.push(isNull(products.mergedIntoId));
      if (filters.dataProviderId) conditions.push(eq(products.dataProviderId, filters.dataProviderId));
      if (filters.search) {
        const pattern = likeContains(filters.search);
        conditions.push(or(ilike(products.name, pattern), ilike(products.sku, pattern), ilike(products.externalKey, pattern)));
      }
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select(withDeals)
            .from(products)
            .where(where)
            .orderBy(asc(sql`lower(${products.name})`), asc(products.id))
            .limit(filters.limit)
            .offset(filters.offset),
        (q) => q.select({ value: count() }).from(products).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: string): Promise<ProductWithDeals | undefined> {
      const [row] = await db.select(withDeals).from(products).where(eq(products.id, id)).limit(1);
      return row;
    },

    async findByIds(ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(products).where(inArray(products.id, ids));
    },

    /** The rows a merge changes, locked until it commits (deals may still reference them meanwhile). */
    async lockForMerge(ids: string[]): Promise<ProductRow[]> {
      return db.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('no key update');
    },

    async update(id: string, changes: Partial<{ name: string; sku: string | null }>): Promise<void> {
      await db
        .update(products)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(products.id, id));
    },

    /**
     * Points the sources (and whatever was merged into them) at the target and moves their deals,
     * so merges stay one level deep and later deals with the sources' keys resolve to the target.
     */
    async merge(projectId: string, targetId: string, sourceIds: string[]): Promise<void> {
      await db
        .update(products)
        .set({ mergedIntoId: targetId, updatedAt: new Date() })
        .where(and(eq(products.projectId, projectId), or(inArray(products.id, sourceIds), inArray(products.mergedIntoId, sourceIds))));
      await db
        .update(deals)
        .set({ productId: targetId })
        .where(and(eq(deals.projectId, projectId), inArray(deals.productId, sourceIds)));
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
