import type { HydraCollection } from '@salespulse/contract/common';
import type { Definition, DefinitionCreate, DefinitionListQuery, DefinitionPatch } from '@salespulse/contract/definitions';
import type { Caller } from '../../lib/caller';
import { notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import type { ProviderRecords } from '../data-providers';
import type { ProjectAccess } from '../../access/project-access';
import { toDefinition } from './definitions.mapper';
import type { DefinitionsRepository } from './definitions.repository';

type Deps = { definitions: DefinitionsRepository; providers: ProviderRecords; access: ProjectAccess };

const definitionNotFound = () => notFound('Definition not found.');
const providerNotFound = () => notFound('Data provider not found.');

export function createDefinitionsService(deps: Deps) {
  return {
    async list(caller: Caller, projectId: string, query: DefinitionListQuery): Promise<HydraCollection<Definition>> {
      await deps.access.require(caller, projectId, 'project.settings');
      const dataProviderId = query.dataProvider === undefined ? undefined : parseRef(query.dataProvider, 'data_providers', 'dataProvider');
      const { rows, total } = await deps.definitions.list(projectId, {
        dataProviderId,
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/definitions`, rows.map(toDefinition), total);
    },

    async create(caller: Caller, input: DefinitionCreate): Promise<Definition> {
      const dataProviderId = parseRef(input.dataProvider, 'data_providers', 'dataProvider');
      const provider = await deps.providers.findById(dataProviderId);
      if (!provider) throw providerNotFound();
      // Another project's provider answers exactly like an unknown one.
      await deps.access.require(caller, provider.projectId, 'project.settings');
      const row = await deps.definitions.insert({
        projectId: provider.projectId,
        dataProviderId,
        stage: input.stage,
        label: input.label ?? input.stage,
        kind: input.kind,
        position: input.position ?? (await deps.definitions.nextPosition(dataProviderId)),
      });
      if (!row) throw unprocessable([{ propertyPath: 'stage', message: 'this stage is already defined for the data provider' }]);
      return toDefinition(row);
    },

    async patch(caller: Caller, id: string, patch: DefinitionPatch): Promise<Definition> {
      const row = await deps.definitions.findById(id);
      if (!row) throw definitionNotFound();
      await deps.access.require(caller, row.projectId, 'project.settings');
      if (Object.keys(patch).length === 0) return toDefinition(row);
      const updated = await deps.definitions.update(id, patch);
      if (!updated) throw definitionNotFound();
      return toDefinition(updated);
    },
  };
}

export type DefinitionsService = ReturnType<typeof createDefinitionsService>;
