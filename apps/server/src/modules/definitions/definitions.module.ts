import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { providerRecords } from '../data-providers';
import { createDefinitionsRepository } from './definitions.repository';
import { definitionsRoutes } from './definitions.routes';
import { createDefinitionsService } from './definitions.service';

export function definitionsModule(ctx: AppContext) {
  const service = createDefinitionsService({
    definitions: createDefinitionsRepository(ctx.db),
    providers: providerRecords(ctx.db),
    access: ctx.access,
  });
  return moduleRegistration({ service, routes: [definitionsRoutes(service, ctx.requireAuth)] });
}
