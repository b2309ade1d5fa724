import { iri } from '@salespulse/contract/common';
import type { CsvImport, CsvMapping, CsvPreview } from '@salespulse/contract/csv-import';
import type { Caller } from '../../lib/caller';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/errors';
import type { IngestionService } from '../activity';
import type { ProviderRecords } from '../data-providers';
import type { ProjectAccess } from '../../access/project-access';
import { importCsv, previewCsv } from './csv-import';
import type { CsvImportRow, CsvImportsRepository } from './csv-imports.repository';
import { CsvMappingError } from './csv-mapper';
import { CsvSyntaxError } from './csv-parser';

type Deps = {
  imports: CsvImportsRepository;
  providers: ProviderRecords;
  access: ProjectAccess;
  ingestion: Pick<IngestionService, 'ingest'>;
  maxBytes: number;
};

type Upload = AsyncIterable<Uint8Array>;

function toCsvImport(row: CsvImportRow): CsvImport {
  return {
    '@id': iri('csv_imports', row.id),
    '@type': 'CsvImport',
    id: row.id,
    dataProvider: iri('data_providers', row.dataProviderId),
    kind: row.kind,
    status: row.status,
    rows: row.rows,
    imported: row.imported,
    errorCount: row.errorCount,
    errors: row.errors,
    bytesDone: row.bytesDone,
    bytesTotal: row.bytesTotal,
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Counts what streams through and stops an upload larger than allowed (413). */
async function* limited(source: Upload, maxBytes: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new HttpError(413, `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
    yield chunk;
  }
}

function asViolation(error: unknown): HttpError | undefined {
  if (error instanceof CsvMappingError) return unprocessable([{ propertyPath: 'mapping', message: error.message }]);
  if (error instanceof CsvSyntaxError) return unprocessable([{ propertyPath: 'file', message: error.message }]);
  return undefined;
}

export const INTERRUPTED_FAILURE =
  'The import was interrupted (the server stopped). The rows imported so far are kept: send the same file again to finish it; rows already imported are not duplicated.';

export function createCsvImportsService(deps: Deps) {
  async function csvProvider(caller: Caller, providerId: string) {
    const provider = await deps.providers.findById(providerId);
    if (!provider) throw notFound('Data provider not found.');
    await deps.access.require(caller, provider.projectId, 'project.settings');
    if (provider.type !== 'csv') throw unprocessable([{ propertyPath: 'dataProvider', message: 'only a CSV data provider imports files' }]);
    return provider;
  }

  async function ownImport(caller: Caller, id: string) {
    const row = await deps.imports.findById(id);
    if (!row) throw notFound('Import not found.');
    await deps.access.require(caller, row.projectId, 'project.settings');
    return row;
  }

  return {
    /**
     * Marks imports that stopped making progress (their upload died with the process that ran it)
     * as failed, with a message that says how to finish them; the provider shows it as its last error.
     */
    async interruptStalled(olderThan: Date): Promise<number> {
      const stalled = await deps.imports.interrupt(olderThan, INTERRUPTED_FAILURE);
      for (const providerId of new Set(stalled.map((row) => row.dataProviderId))) {
        await deps.providers.update(providerId, { lastError: `CSV import failed: ${INTERRUPTED_FAILURE}` });
      }
      return stalled.length;
    },

    /** The first rows and the headers, for the mapping step; reads no further than it needs. */
    async preview(caller: Caller, providerId: string, file: Upload): Promise<CsvPreview> {
      await csvProvider(caller, providerId);
      try {
        return await previewCsv(limited(file, deps.maxBytes));
      } catch (error) {
        throw asViolation(error) ?? error;
      }
    },

    async create(caller: Caller, providerId: string, mapping: CsvMapping): Promise<CsvImport> {
      const provider = await csvProvider(caller, providerId);
      return toCsvImport(await deps.imports.insert({ projectId: provider.projectId, dataProviderId: provider.id, mapping }));
    },

    async get(caller: Caller, id: string): Promise<CsvImport> {
      return toCsvImport(await ownImport(caller, id));
    },

    /**
     * Streams the file through parse, map and ingestion in batches, writing progress as it goes so
     * the screen can show it; answers with the outcome. Good rows are kept when others are bad.
     */
    async upload(caller: Caller, id: string, file: Upload, bytesTotal: number | null): Promise<CsvImport> {
      const row = await ownImport(caller, id);
      if (!(await deps.imports.start(id, bytesTotal))) throw conflict('This import is running or has finished.');
      const target = { projectId: row.projectId, dataProviderId: row.dataProviderId };
      try {
        const summary = await importCsv(limited(file, deps.maxBytes), row.mapping, {
          bytesTotal: bytesTotal ?? undefined,
          onBatch: async (events, progress) => {
            await deps.ingestion.ingest(target, events);
            await deps.imports.update(id, { rows: progress.rows, bytesDone: progress.bytesDone });
          },
        });
        const done = await deps.imports.update(id, {
          status: 'done',
          rows: summary.rows,
          imported: summary.imported,
          errorCount: summary.errorCount,
          errors: summary.errors,
          bytesDone: bytesTotal ?? undefined,
          finishedAt: new Date(),
        });
        await deps.providers.update(row.dataProviderId, { lastSyncAt: new Date(), lastSuccessAt: new Date(), lastError: null });
        return toCsvImport(done!);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await deps.imports.update(id, { status: 'failed', failure: message, finishedAt: new Date() });
        await deps.providers.update(row.dataProviderId, { lastSyncAt: new Date(), lastError: `CSV import failed: ${message}` });
        throw asViolation(error) ?? error;
      }
    },
  };
}

export type CsvImportsService = ReturnType<typeof createCsvImportsService>;
