import type { ProductSource, ProductSourceCreate, ProductSourceListQuery, ProductSourcePatch } from '@salespulse/contract/catalogue';
import type { HydraCollection } from '@salespulse/contract/common';
import type { Database } from '../../db/database';
import { notifyActivity } from '../../db/activity-notify';
import { lockProviderIngestion } from '../../db/ingestion-lock';
import type { Caller } from '../../lib/caller';
import { notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import type { ProjectAccess } from '../../access/project-access';
import { toProductSource } from './catalogue.mapper';
import { createObservationRepository } from './observation.repository';
import { createProductSourcesRepository, type ProductSourcesRepository } from './product-sources.repository';

type Deps = { db: Database; access: ProjectAccess };

const sourceNotFound = () => notFound('Product source not found.');

export function createProductSourcesService(deps: Deps) {
  const repo = createProductSourcesRepository(deps.db);

  /**
   * Changes a provider's source and re-derives its deals' products from the stored deals, in one
   * transaction under the provider's ingestion lock (a batch in flight reads the source too).
   */
  async function rederiving<T>(
    scope: { projectId: string; dataProviderId: string },
    change: (sources: ProductSourcesRepository) => Promise<T>,
  ): Promise<T> {
    return deps.db.transaction(async (db) => {
      await lockProviderIngestion(db, scope.dataProviderId);
      const result = await change(createProductSourcesRepository(db));
      await createObservationRepository(db).rederiveProducts(scope);
      await notifyActivity(db, scope.projectId, { dataProviderId: scope.dataProviderId, productSource: true });
      return result;
    });
  }

  async function managed(caller: Caller, id: string) {
    const row = await repo.findById(id);
    if (!row) throw sourceNotFound();
    await deps.access.require(caller, row.projectId, 'project.settings');
    return row;
  }

  return {
    async list(caller: Caller, projectId: string, query: ProductSourceListQuery): Promise<HydraCollection<ProductSource>> {
      await deps.access.require(caller, projectId, 'project.access');
      const { rows, total } = await repo.list(projectId, {
        dataProviderId: query.dataProvider === undefined ? undefined : parseRef(query.dataProvider, 'data_providers', 'dataProvider'),
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/product_sources`, rows.map(toProductSource), total);
    },

    async create(caller: Caller, input: ProductSourceCreate): Promise<ProductSource> {
      const dataProviderId = parseRef(input.dataProvider, 'data_providers', 'dataProvider');
      const provider = await repo.providerScope(dataProviderId);
      if (!provider) throw notFound('Data provider not found.');
      // Another project's provider answers exactly like an unknown one.
      await deps.access.require(caller, provider.projectId, 'project.settings');
      const scope = { projectId: provider.projectId, dataProviderId };
      const row = await rederiving(scope, async (sources) => {
        const inserted = await sources.insert({ ...scope, field: input.field });
        if (!inserted) throw unprocessable([{ propertyPath: 'dataProvider', message: 'this data provider already has a product source' }]);
        return inserted;
      });
      return toProductSource(row);
    },

    async patch(caller: Caller, id: string, patch: ProductSourcePatch): Promise<ProductSource> {
      const row = await managed(caller, id);
      if (patch.field === row.field) return toProductSource(row);
      const updated = await rederiving(row, async (sources) => {
        const changed = await sources.update(id, patch.field);
        if (!changed) throw sourceNotFound();
        return changed;
      });
      return toProductSource(updated);
    },

    /** Back to the default: the deals' own `product` field. */
    async remove(caller: Caller, id: string): Promise<void> {
      const row = await managed(caller, id);
      await rederiving(row, (sources) => sources.remove(id));
    },
  };
}

export type ProductSourcesService = ReturnType<typeof createProductSourcesService>;
