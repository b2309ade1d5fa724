import type { HydraCollection } from '@salespulse/contract/common';
import type { Distribution, DistributionCreate, DistributionListQuery, DistributionPatch } from '@salespulse/contract/distribution';
import type { Caller } from '../../../lib/caller';
import { hydraCollection } from '../../../lib/hydra';
import { parseRef } from '../../../lib/iri';
import { withUniqueName } from '../../../lib/unique-name';
import { DISTRIBUTION_NAME_KEY } from '../../../db/schema/distribution';
import { distributionNotFound, PERMISSION } from './access';
import type { DistributionServiceParts } from './parts';

/** Listing, reading, creating, changing and deleting distributions. */
export function createDistributionCrud(parts: DistributionServiceParts & { onChanged?: (distributionId: string) => Promise<void> }) {
  const { repo, access, guard, input: body, views } = parts;
  return {
    async list(caller: Caller, projectId: string, query: DistributionListQuery): Promise<HydraCollection<Distribution>> {
      await access.require(caller, projectId, PERMISSION);
      const { rows, total } = await repo.list(projectId, {
        active: query.active === undefined ? undefined : query.active === 'true',
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/distributions`, await views.distributions(rows, projectId), total);
    },

    async get(caller: Caller, id: string): Promise<Distribution> {
      const row = await guard.distributionOf(caller, id);
      return (await views.distributions([row], row.projectId))[0]!;
    },

    async create(caller: Caller, input: DistributionCreate): Promise<Distribution> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await access.require(caller, projectId, PERMISSION);
      const { changes, members: memberSet } = await body.resolve(projectId, input);
      const row = await withUniqueName(DISTRIBUTION_NAME_KEY, () =>
        repo.insert({ ...changes, projectId, name: input.name }, memberSet ?? []),
      );
      return (await views.distributions([row], projectId))[0]!;
    },

    async patch(caller: Caller, id: string, patch: DistributionPatch): Promise<Distribution> {
      const row = await guard.distributionOf(caller, id);
      const { changes, members: memberSet } = await body.resolve(row.projectId, patch);
      const updated = await withUniqueName(DISTRIBUTION_NAME_KEY, () => repo.update(row, changes, memberSet));
      if (!updated) throw distributionNotFound();
      await parts.onChanged?.(id);
      return (await views.distributions([updated], row.projectId))[0]!;
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await guard.distributionOf(caller, id);
      await repo.remove(id);
    },
  };
}
