import {
  PROPERTY_PAGE_MAX,
  type DataProviderData,
  type Property,
  type PropertyCreate,
  type PropertyListQuery,
  type PropertyPatch,
} from '@salespulse/contract/catalogue';
import { iri, type HydraCollection } from '@salespulse/contract/common';
import type { Caller } from '../../lib/caller';
import { notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import type { ProjectAccess } from '../../access/project-access';
import { toProperty } from './catalogue.mapper';
import type { PropertiesRepository } from './properties.repository';

type Deps = { properties: PropertiesRepository; access: ProjectAccess };

const propertyNotFound = () => notFound('Property not found.');
const providerNotFound = () => notFound('Data provider not found.');

export function createPropertiesService(deps: Deps) {
  const repo = deps.properties;

  async function found(id: string) {
    const row = await repo.findById(id);
    if (!row) throw propertyNotFound();
    return row;
  }

  /** A provider the caller may manage; other projects' providers are simply not found. */
  async function managedProvider(caller: Caller, id: string) {
    const provider = await repo.providerScope(id);
    if (!provider) throw providerNotFound();
    await deps.access.require(caller, provider.projectId, 'project.settings');
    return provider;
  }

  return {
    async list(caller: Caller, projectId: string, query: PropertyListQuery): Promise<HydraCollection<Property>> {
      await deps.access.require(caller, projectId, 'project.access');
      const { rows, total } = await repo.list(projectId, {
        dataProviderId: query.dataProvider === undefined ? undefined : parseRef(query.dataProvider, 'data_providers', 'dataProvider'),
        search: query.name || undefined,
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/properties`, rows.map(toProperty), total);
    },

    async get(caller: Caller, id: string): Promise<Property> {
      const row = await found(id);
      await deps.access.require(caller, row.projectId, 'project.access');
      return toProperty(row);
    },

    /** A field declared by hand, before (or without) deals carrying it; ingestion then fills its options. */
    async create(caller: Caller, input: PropertyCreate): Promise<Property> {
      const provider = await managedProvider(caller, parseRef(input.dataProvider, 'data_providers', 'dataProvider'));
      const row = await repo.insert({
        projectId: provider.projectId,
        dataProviderId: provider.id,
        key: input.key,
        name: input.name ?? input.key,
        valueType: input.valueType,
      });
      if (!row) throw unprocessable([{ propertyPath: 'key', message: 'this property already exists for the data provider' }]);
      return toProperty(row);
    },

    async patch(caller: Caller, id: string, patch: PropertyPatch): Promise<Property> {
      const row = await found(id);
      await deps.access.require(caller, row.projectId, 'project.settings');
      const updated = await repo.rename(id, patch.name);
      if (!updated) throw propertyNotFound();
      return toProperty(updated);
    },

    /** Forgets a property (its values stay on the deals; it comes back if the provider sends it again). */
    async removeFromProvider(caller: Caller, dataProviderId: string, propertyId: string): Promise<void> {
      const provider = await managedProvider(caller, dataProviderId);
      const row = await repo.findById(propertyId);
      if (!row || row.dataProviderId !== provider.id) throw propertyNotFound();
      await repo.remove(propertyId);
    },

    async providerData(caller: Caller, dataProviderId: string): Promise<DataProviderData> {
      const provider = await managedProvider(caller, dataProviderId);
      const [counts, { rows }] = await Promise.all([
        repo.providerCounts(provider.id),
        repo.list(provider.projectId, { dataProviderId: provider.id, limit: PROPERTY_PAGE_MAX, offset: 0 }),
      ]);
      return {
        '@id': `/api/data_providers/${provider.id}/data`,
        '@type': 'DataProviderData',
        dataProvider: iri('data_providers', provider.id),
        counts,
        properties: rows.map(toProperty),
      };
    },
  };
}

export type PropertiesService = ReturnType<typeof createPropertiesService>;
