import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { dataProviders } from '../../db/schema/data-providers';
import { productSources, type ProductSourceRow } from '../../db/schema/catalogue';

export function createProductSourcesRepository(db: Database) {
  return {
    /** The provider's project: the catalogue's own read of the shared table (undefined: no such provider). */
    async providerScope(dataProviderId: string): Promise<{ id: string; projectId: string } | undefined> {
      const [row] = await db
        .select({ id: dataProviders.id, projectId: dataProviders.projectId })
        .from(dataProviders)
        .where(eq(dataProviders.id, dataProviderId))
        .limit(1);
      return row;
    },

    async list(projectId: string, filters: { dataProviderId?: string; limit: number; offset: number }) {
      const conditions: SQL[] = [eq(productSources.projectId, projectId)];
      if (filters.dataProviderId) conditions.push(eq(productSources.dataProviderId, filters.dataProviderId));
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select({ source: productSources })
            .from(productSources)
            .innerJoin(dataProviders, eq(dataProviders.id, productSources.dataProviderId))
            .where(where)
            .orderBy(asc(sql`lower(${dataProviders.name})`), asc(productSources.id))
            .limit(filters.limit)
            .offset(filters.offset),
        (q) => q.select({ value: count() }).from(productSources).where(where),
      );
      return { rows: rows.map((row) => row.source), total: total?.value ?? 0 };
    },

    async findById(id: string): Promise<ProductSourceRow | undefined> {
      const [row] = await db.select().from(productSources).where(eq(productSources.id, id)).limit(1);
      return row;
    },

    /** Undefined when the provider already has a source. */
    async insert(values: { projectId: string; dataProviderId: string; field: string }): Promise<ProductSourceRow | undefined> {
      const [row] = await db.insert(productSources).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(id: string, field: string): Promise<ProductSourceRow | undefined> {
      const [row] = await db.update(productSources).set({ field, updatedAt: new Date() }).where(eq(productSources.id, id)).returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(productSources).where(eq(productSources.id, id));
    },
  };
}

export type ProductSourcesRepository = ReturnType<typeof createProductSourcesRepository>;
