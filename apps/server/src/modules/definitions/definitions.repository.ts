import { and, asc, count, eq, max, sql, type SQL } from 'drizzle-orm';
import type { StageKind } from '@salespulse/contract/definitions';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { dataProviders } from '../../db/schema/data-providers';
import { definitions, type DefinitionRow } from '../../db/schema/definitions';

export type DefinitionChanges = Partial<{ label: string; kind: StageKind | null; position: number }>;

export function createDefinitionsRepository(db: Database) {
  return {
    async list(projectId: string, filters: { dataProviderId?: string; limit: number; offset: number }) {
      const conditions: SQL[] = [eq(definitions.projectId, projectId)];
      if (filters.dataProviderId) conditions.push(eq(definitions.dataProviderId, filters.dataProviderId));
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select({ definition: definitions })
            .from(definitions)
            .innerJoin(dataProviders, eq(dataProviders.id, definitions.dataProviderId))
            .where(where)
            .orderBy(asc(sql`lower(${dataProviders.name})`), asc(dataProviders.id), asc(definitions.position), asc(definitions.stage))
            .limit(filters.limit)
            .offset(filters.offset),
        (q) => q.select({ value: count() }).from(definitions).where(where),
      );
      return { rows: rows.map((row) => row.definition), total: total?.value ?? 0 };
    },

    async findById(id: string): Promise<DefinitionRow | undefined> {
      const [row] = await db.select().from(definitions).where(eq(definitions.id, id)).limit(1);
      return row;
    },

    /** The position after the provider's last stage, so a stage added by hand goes to the end. */
    async nextPosition(dataProviderId: string): Promise<number> {
      const [row] = await db
        .select({ value: max(definitions.position) })
        .from(definitions)
        .where(eq(definitions.dataProviderId, dataProviderId));
      return row?.value === null || row?.value === undefined ? 0 : row.value + 1;
    },

    /** Undefined when the provider already has that stage. */
    async insert(values: {
      projectId: string;
      dataProviderId: string;
      stage: string;
      label: string;
      kind: StageKind | null;
      position: number;
    }) {
      const [row] = await db.insert(definitions).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(id: string, changes: DefinitionChanges): Promise<DefinitionRow | undefined> {
      const [row] = await db
        .update(definitions)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(definitions.id, id))
        .returning();
      return row;
    },
  };
}

export type DefinitionsRepository = ReturnType<typeof createDefinitionsRepository>;
