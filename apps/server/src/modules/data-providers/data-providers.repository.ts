import { and, count, desc, eq } from 'drizzle-orm';
import type { DataProviderState, DataProviderType } from '@salespulse/contract/data-providers';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { dataProviders, type DataProviderRow } from '../../db/schema/data-providers';

export function createDataProvidersRepository(db: Database) {
  return {
    async insert(values: {
      projectId: string;
      type: DataProviderType;
      name: string;
      credentials: string | null;
      state?: DataProviderState;
    }): Promise<DataProviderRow> {
      const [row] = await db.insert(dataProviders).values(values).returning();
      if (!row) throw new Error('data provider insert returned nothing');
      return row;
    },
    async findById(id: string): Promise<DataProviderRow | undefined> {
      const [row] = await db.select().from(dataProviders).where(eq(dataProviders.id, id)).limit(1);
      return row;
    },
    async list(projectId: string, options: { limit: number; offset: number }) {
      const where = eq(dataProviders.projectId, projectId);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q.select().from(dataProviders).where(where).orderBy(desc(dataProviders.createdAt)).limit(options.limit).offset(options.offset),
        (q) => q.select({ value: count() }).from(dataProviders).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },
    async update(id: string, values: Partial<Pick<DataProviderRow, 'name' | 'state' | 'lastSyncAt' | 'lastSuccessAt' | 'lastError'>>) {
      const [row] = await db
        .update(dataProviders)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(dataProviders.id, id))
        .returning();
      return row;
    },
    async remove(id: string, projectId: string): Promise<void> {
      await db.delete(dataProviders).where(and(eq(dataProviders.id, id), eq(dataProviders.projectId, projectId)));
    },
  };
}

export type DataProvidersRepository = ReturnType<typeof createDataProvidersRepository>;
