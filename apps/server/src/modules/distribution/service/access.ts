import type { Caller } from '../../../lib/caller';
import { notFound } from '../../../lib/errors';
import type { DistributionRow } from '../../../db/schema/distribution';
import type { DistributionServiceParts } from './parts';

export const PERMISSION = 'distribution.access';
export const distributionNotFound = () => notFound('Distribution not found.');
export const presetNotFound = () => notFound('Distribution preset not found.');

/** A distribution or preset by id, once the caller may manage distributions in its project. */
export function createDistributionAccess(deps: Pick<DistributionServiceParts, 'repo' | 'access'>) {
  const { repo, access } = deps;
  return {
    async distributionOf(caller: Caller, id: string): Promise<DistributionRow> {
      const row = await repo.findById(id);
      if (!row) throw distributionNotFound();
      // Another project's distribution answers exactly like an unknown one.
      await access.require(caller, row.projectId, PERMISSION);
      return row;
    },

    async presetOf(caller: Caller, id: string) {
      const row = await repo.findPreset(id);
      if (!row) throw presetNotFound();
      await access.require(caller, row.projectId, PERMISSION);
      return row;
    },
  };
}

export type DistributionAccess = ReturnType<typeof createDistributionAccess>;
