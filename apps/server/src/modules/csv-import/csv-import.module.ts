import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import type { IngestionService } from '../activity';
import { providerRecords } from '../data-providers';
import { registerCsvImportJobs } from './csv-imports.jobs';
import { createCsvImportsRepository } from './csv-imports.repository';
import { csvImportsRoutes } from './csv-imports.routes';
import { createCsvImportsService } from './csv-imports.service';

export function csvImportModule(ctx: AppContext, deps: { ingestion: IngestionService }) {
  const service = createCsvImportsService({
    imports: createCsvImportsRepository(ctx.db),
    providers: providerRecords(ctx.db),
    access: ctx.access,
    ingestion: deps.ingestion,
    maxBytes: ctx.config.csvMaxBytes,
  });
  registerCsvImportJobs(ctx.jobs, service);
  if (ctx.database.kind === 'pglite') {
    // The embedded database has one process: an import it finds running at start was cut off by a restart.
    ctx.lifecycle.onReady(async () => {
      await service.interruptStalled(new Date());
    });
  }
  return moduleRegistration({ service, routes: [csvImportsRoutes(service, ctx.requireAuth)] });
}
