import type { HydraCollection } from '@salespulse/contract/common';
import type {
  DistributionPreset,
  DistributionPresetCreate,
  DistributionPresetListQuery,
  DistributionPresetPatch,
} from '@salespulse/contract/distribution';
import type { Caller } from '../../../lib/caller';
import { hydraCollection } from '../../../lib/hydra';
import { parseRef } from '../../../lib/iri';
import { withUniqueName } from '../../../lib/unique-name';
import { DISTRIBUTION_PRESET_NAME_KEY } from '../../../db/schema/distribution';
import { toDistributionPreset } from '../distribution.mapper';
import { PERMISSION, presetNotFound } from './access';
import type { DistributionServiceParts } from './parts';

/** Presets: saved member lists a distribution can take its members from. */
export function createDistributionPresets(parts: DistributionServiceParts) {
  const { repo, access, guard, input: body, views } = parts;
  return {
    async listPresets(caller: Caller, projectId: string, query: DistributionPresetListQuery): Promise<HydraCollection<DistributionPreset>> {
      await access.require(caller, projectId, PERMISSION);
      const { rows, total } = await repo.listPresets(projectId, {
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      const known = await repo.employeesOf(projectId, [...new Set(rows.flatMap((r) => r.employees.map((m) => m.employee)))]);
      return hydraCollection(
        `/api/projects/${projectId}/distribution_presets`,
        rows.map((r) => toDistributionPreset(r, known)),
        total,
      );
    },

    async getPreset(caller: Caller, id: string): Promise<DistributionPreset> {
      return views.preset(await guard.presetOf(caller, id));
    },

    async createPreset(caller: Caller, input: DistributionPresetCreate): Promise<DistributionPreset> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await access.require(caller, projectId, PERMISSION);
      const employees = await body.presetMembers(projectId, input.employees);
      const row = await withUniqueName(DISTRIBUTION_PRESET_NAME_KEY, () => repo.insertPreset({ projectId, name: input.name, employees }));
      return views.preset(row);
    },

    async patchPreset(caller: Caller, id: string, patch: DistributionPresetPatch): Promise<DistributionPreset> {
      const row = await guard.presetOf(caller, id);
      const changes = {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.employees !== undefined ? { employees: await body.presetMembers(row.projectId, patch.employees) } : {}),
      };
      const updated = await withUniqueName(DISTRIBUTION_PRESET_NAME_KEY, () => repo.updatePreset(id, changes));
      if (!updated) throw presetNotFound();
      return views.preset(updated);
    },

    async removePreset(caller: Caller, id: string): Promise<void> {
      await guard.presetOf(caller, id);
      await repo.removePreset(id);
    },
  };
}
