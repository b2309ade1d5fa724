import type { PropertyValueType } from '@salespulse/contract/catalogue';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { likeContains } from '../../lib/sql-text';
import { calls, deals, providerUsers, tasks } from '../../db/schema/activity';
import { dataProviders } from '../../db/schema/data-providers';
import { products, properties, type PropertyRow } from '../../db/schema/catalogue';

export type PropertyFilters = { dataProviderId?: string; search?: string; limit: number; offset: number };
export type ProviderCounts = { deals: number; calls: number; tasks: number; providerUsers: number; products: number; properties: number };

const countOf = (
  table: typeof deals | typeof calls | typeof tasks | typeof providerUsers | typeof products | typeof properties,
  dataProviderId: string,
) => sql<number>`(select count(*) from ${table} where ${table.dataProviderId} = ${dataProviderId})`.mapWith(Number);

export function createPropertiesRepository(db: Database) {
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

    async list(projectId: string, filters: PropertyFilters): Promise<{ rows: PropertyRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(properties.projectId, projectId)];
      if (filters.dataProviderId) conditions.push(eq(properties.dataProviderId, filters.dataProviderId));
      if (filters.search) {
        const pattern = likeContains(filters.search);
        conditions.push(or(ilike(properties.name, pattern), ilike(properties.key, pattern)));
      }
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select()
            .from(properties)
            .where(where)
            .orderBy(asc(sql`lower(${properties.name})`), asc(properties.id))
            .limit(filters.limit)
            .offset(filters.offset),
        (q) => q.select({ value: count() }).from(properties).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },

    /** Every property of the project, as the list sorts them: the project-data answer carries them all. */
    async allOf(projectId: string): Promise<PropertyRow[]> {
      return db
        .select()
        .from(properties)
        .where(eq(properties.projectId, projectId))
        .orderBy(asc(sql`lower(${properties.name})`), asc(properties.id));
    },

    async findById(id: string): Promise<PropertyRow | undefined> {
      const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
      return row;
    },

    /** Undefined when the provider already has that key. */
    async insert(values: { projectId: string; dataProviderId: string; key: string; name: string; valueType: PropertyValueType }) {
      const [row] = await db.insert(properties).values(values).onConflictDoNothing().returning();
      return row;
    },

    async rename(id: string, name: string): Promise<PropertyRow | undefined> {
      const [row] = await db.update(properties).set({ name, updatedAt: new Date() }).where(eq(properties.id, id)).returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(properties).where(eq(properties.id, id));
    },

    /** Index-backed counts: every table has an index leading with the provider. */
    async providerCounts(dataProviderId: string): Promise<ProviderCounts> {
      const [row] = await db
        .select({
          deals: countOf(deals, dataProviderId),
          calls: countOf(calls, dataProviderId),
          tasks: countOf(tasks, dataProviderId),
          providerUsers: countOf(providerUsers, dataProviderId),
          products: countOf(products, dataProviderId),
          properties: countOf(properties, dataProviderId),
        })
        .from(dataProviders)
        .where(eq(dataProviders.id, dataProviderId));
      return row ?? { deals: 0, calls: 0, tasks: 0, providerUsers: 0, products: 0, properties: 0 };
    },
  };
}

export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;
