import type { Database } from '../../db/database';
import { createPropertiesRepository } from './properties.repository';

// The catalogue module's public interface: its services, what ingestion asks of it while storing
// deals, and the project's properties as the project answer embeds them.
export { createProductsService, type ProductsService } from './products.service';
export { createProductSourcesService, type ProductSourcesService } from './product-sources.service';
export { createPropertiesService, type PropertiesService } from './properties.service';
export { createDealCatalogue, type DealCatalogue } from './deal-catalogue';
export { toProperty } from './catalogue.mapper';

/** All properties of a project (modules/projects embeds them in its answer; the app wires in the properties repository). */
export type ProjectProperties = Pick<ReturnType<typeof createPropertiesRepository>, 'allOf'>;

export function projectProperties(db: Database): ProjectProperties {
  return createPropertiesRepository(db);
}
