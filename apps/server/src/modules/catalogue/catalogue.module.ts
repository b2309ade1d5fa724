import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { catalogueRoutes } from './catalogue.routes';
import { createProductSourcesService } from './product-sources.service';
import { createProductsService } from './products.service';
import { createPropertiesRepository } from './properties.repository';
import { createPropertiesService } from './properties.service';

export function catalogueModule(ctx: AppContext) {
  const { db, access } = ctx;
  const services = {
    products: createProductsService({ db, access }),
    sources: createProductSourcesService({ db, access }),
    properties: createPropertiesService({ properties: createPropertiesRepository(db), access }),
  };
  return moduleRegistration({ ...services, routes: [catalogueRoutes(services, ctx.requireAuth)] });
}
