import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import type { IngestionService } from '../activity';
import { createDataProvidersRepository } from './data-providers.repository';
import { dataProvidersRoutes } from './data-providers.routes';
import { createDataProvidersService } from './data-providers.service';
import { webhookRoutes } from './webhook.routes';

export function dataProvidersModule(ctx: AppContext, deps: { ingestion: IngestionService }) {
  const service = createDataProvidersService({
    providers: createDataProvidersRepository(ctx.db),
    access: ctx.access,
    box: ctx.box,
    ingestion: deps.ingestion,
    publicUrl: ctx.config.publicUrl,
  });
  return moduleRegistration({
    service,
    routes: [dataProvidersRoutes(service, ctx.requireAuth), webhookRoutes(service, ctx.config.webhookBodyLimitBytes)],
  });
}
