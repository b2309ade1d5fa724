import { and, eq } from 'drizzle-orm';
import type { CsvMapping } from '@salespulse/contract/csv-import';
import type { Database } from '../../db/database';
import { csvImports } from './csv-imports.schema';

export type CsvImportRow = typeof csvImports.$inferSelect;

export function createCsvImportsRepository(db: Database) {
  return {
    async insert(values: { projectId: string; dataProviderId: string; mapping: CsvMapping }): Promise<CsvImportRow> {
      const [row] = await db.insert(csvImports).values({ ...values, kind: values.mapping.kind }).returning();
      if (!row) throw new Error('csv import insert returned nothing');
      return row;
    },
    async findById(id: string): Promise<CsvImportRow | undefined> {
      const [row] = await db.select().from(csvImports).where(eq(csvImports.id, id)).limit(1);
      return row;
    },
    /** Claims a waiting import for its upload: a file is accepted once. */
    async start(id: string, bytesTotal: number | null): Promise<boolean> {
      const rows = await db
        .update(csvImports)
        .set({ status: 'running', bytesTotal })
        .where(and(eq(csvImports.id, id), eq(csvImports.status, 'waiting')))
        .returning({ status: csvImports.status });
      return rows.length === 1;
    },
    async update(id: string, values: Partial<Omit<CsvImportRow, 'id' | 'projectId' | 'dataProviderId' | 'mapping'>>): Promise<CsvImportRow | undefined> {
      const [row] = await db.update(csvImports).set(values).where(eq(csvImports.id, id)).returning();
      return row;
    },
  };
}

export type CsvImportsRepository = ReturnType<typeof createCsvImportsRepository>;
