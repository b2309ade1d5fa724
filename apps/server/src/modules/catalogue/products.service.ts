import type { Product, ProductListQuery, ProductMerge, ProductPatch } from '@salespulse/contract/catalogue';
import type { HydraCollection } from '@salespulse/contract/common';
import type { Database } from '../../db/database';
import { notifyActivity } from '../../db/activity-notify';
import { lockProviderIngestion } from '../../db/ingestion-lock';
import type { Caller } from '../../lib/caller';
import { notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import type { ProjectAccess } from '../../access/project-access';
import { toProduct } from './catalogue.mapper';
import { createProductsRepository, type ProductWithDeals } from './products.repository';

const productNotFound = () => notFound('Product not found.');

export function createProductsService(deps: { db: Database; access: ProjectAccess }) {
  const repo = createProductsRepository(deps.db);

  async function found(id: string): Promise<ProductWithDeals> {
    const row = await repo.findById(id);
    if (!row) throw productNotFound();
    return row;
  }

  return {
    async list(caller: Caller, projectId: string, query: ProductListQuery): Promise<HydraCollection<Product>> {
      await deps.access.require(caller, projectId, 'project.access');
      const { rows, total } = await repo.list(projectId, {
        search: query.name || undefined,
        dataProviderId: query.dataProvider === undefined ? undefined : parseRef(query.dataProvider, 'data_providers', 'dataProvider'),
        includeMerged: query.includeMerged === 'true',
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/products`, rows.map(toProduct), total);
    },

    async get(caller: Caller, id: string): Promise<Product> {
      const row = await found(id);
      await deps.access.require(caller, row.product.projectId, 'project.access');
      return toProduct(row);
    },

    async patch(caller: Caller, id: string, patch: ProductPatch): Promise<Product> {
      const row = await found(id);
      await deps.access.require(caller, row.product.projectId, 'project.settings');
      const changes = { ...patch, ...(patch.sku !== undefined ? { sku: patch.sku || null } : {}) };
      if (Object.keys(changes).length === 0) return toProduct(row);
      await repo.update(id, changes);
      return toProduct(await found(id));
    },

    /**
     * One transaction: the sources' deals move to the target and the sources point at it, so later
     * deals with their keys follow. Ingestion of the providers involved waits (their locks are
     * taken first, in a fixed order), and the rows are re-checked under lock, so two merges
     * racing cannot leave a chain.
     */
    async merge(caller: Caller, input: ProductMerge): Promise<Product> {
      const targetId = parseRef(input.target, 'products', 'target');
      const refs = input.sources.map((ref, index) => ({ id: parseRef(ref, 'products', `sources.${index}`), index }));
      const target = await found(targetId);
      const { projectId } = target.product;
      await deps.access.require(caller, projectId, 'project.settings');
      const self = refs.find((ref) => ref.id === targetId);
      if (self) throw unprocessable([{ propertyPath: `sources.${self.index}`, message: 'a product cannot be merged into itself' }]);
      const sourceIds = [...new Set(refs.map((ref) => ref.id))];

      await deps.db.transaction(async (tx) => {
        const scoped = createProductsRepository(tx);
        const known = new Map((await scoped.findByIds([targetId, ...sourceIds])).map((row) => [row.id, row]));
        const providerIds = [
          ...new Set([...known.values()].filter((row) => row.projectId === projectId).map((row) => row.dataProviderId)),
        ].sort();
        for (const providerId of providerIds) await lockProviderIngestion(tx, providerId);
        const locked = new Map((await scoped.lockForMerge([targetId, ...sourceIds])).map((row) => [row.id, row]));
        if (locked.get(targetId)?.mergedIntoId)
          throw unprocessable([{ propertyPath: 'target', message: 'this product is merged into another product' }]);
        const violations = refs.flatMap(({ id, index }) => {
          const source = locked.get(id);
          if (!source || source.projectId !== projectId)
            return [{ propertyPath: `sources.${index}`, message: 'must be a product of this project' }];
          if (source.mergedIntoId)
            return [{ propertyPath: `sources.${index}`, message: 'this product is already merged into another product' }];
          return [];
        });
        if (violations.length) throw unprocessable(violations);
        await scoped.merge(projectId, targetId, sourceIds);
        await notifyActivity(tx, projectId, { merged: sourceIds.length });
      });
      return toProduct(await found(targetId));
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
