import { iri } from '@salespulse/contract/common';
import type { DistributionSettings } from '@salespulse/contract/distribution';
import type { Caller } from '../../../lib/caller';
import { readDistributionSettings } from '../engine/rules';
import { PERMISSION } from './access';
import type { DistributionServiceParts } from './parts';

/** The project settings the engine reads, each with whether it is the default. */
export function createDistributionSettingsView(parts: Pick<DistributionServiceParts, 'repo' | 'access'>) {
  const { repo, access } = parts;
  return {
    async settings(caller: Caller, projectId: string): Promise<DistributionSettings> {
      await access.require(caller, projectId, PERMISSION);
      const s = readDistributionSettings(await repo.settings(projectId));
      const field = (e: { value: number; isDefault: boolean; settingId: string | null }) => ({
        value: e.value,
        isDefault: e.isDefault,
        setting: e.settingId ? iri('settings', e.settingId) : null,
      });
      return {
        '@id': `/api/projects/${projectId}/distribution_settings`,
        '@type': 'DistributionSettings',
        project: iri('projects', projectId),
        timezone: s.timezone,
        distributionDelay: field(s.delay),
        distributionPostpone: field(s.postpone),
        awayCountLimit: field(s.awayCountLimit),
      };
    },
  };
}
