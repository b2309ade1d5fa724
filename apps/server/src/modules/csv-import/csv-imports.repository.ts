import { and, eq, inArray, lt } from 'drizzle-orm';
import type { CsvMapping } from '@salespulse/contract/csv-import';
import type { Database } from '../../db/database';
import { csvImports } from '../../db/schema/csv-imports';

export type CsvImportRow = typeof csvImports.$inferSelect;

export function createCsvImportsRepository(db: Database) {
  return {
    async insert(values: { projectId: string; dataProviderId: string; mapping: CsvMapping }): Promise<CsvImportRow> {
      const [row] = await db
        .insert(csvImports)
        .values({ ...values, kind: values.mapping.kind })
        .returning();
      if (!row) throw new Error('csv import insert returned nothing');
      return row;
    },
    async findById(id: string): Promise<CsvImportRow | undefined> {
      const [row] = await db.select().from(csvImports).where(eq(csvImports.id, id)).limit(1);
      return row;
    },
    /**
     * Claims an import for an upload: a waiting one, or a failed one whose file is sent again (to
     * finish an interrupted import); never one running or done. Counters start over: the file is
     * read again from its first line, and the rows already stored come back unchanged.
     */
    async start(id: string, bytesTotal: number | null): Promise<boolean> {
      const rows = await db
        .update(csvImports)
        .set({
          status: 'running',
          bytesTotal,
          bytesDone: 0,
          rows: 0,
          imported: 0,
          errorCount: 0,
          errors: [],
          failure: null,
          finishedAt: null,
          updatedAt: new Date(),
        })
        .where(and(eq(csvImports.id, id), inArray(csvImports.status, ['waiting', 'failed'])))
        .returning({ status: csvImports.status });
      return rows.length === 1;
    },
    async update(
      id: string,
      values: Partial<Omit<CsvImportRow, 'id' | 'projectId' | 'dataProviderId' | 'mapping'>>,
    ): Promise<CsvImportRow | undefined> {
      const [row] = await db
        .update(csvImports)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(csvImports.id, id))
        .returning();
      return row;
    },
    /** Fails imports still running without progress since `olderThan`: their upload was cut off. */
    async interrupt(olderThan: Date, failure: string): Promise<{ id: string; dataProviderId: string }[]> {
      const now = new Date();
      return db
        .update(csvImports)
        .set({ status: 'failed', failure, finishedAt: now, updatedAt: now })
        .where(and(eq(csvImports.status, 'running'), lt(csvImports.updatedAt, olderThan)))
        .returning({ id: csvImports.id, dataProviderId: csvImports.dataProviderId });
    },
  };
}

export type CsvImportsRepository = ReturnType<typeof createCsvImportsRepository>;
