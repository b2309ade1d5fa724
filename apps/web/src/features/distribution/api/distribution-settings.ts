import type { DistributionSettings } from '@salespulse/contract/distribution';
import type { Setting } from '@salespulse/contract/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { createSetting, patchSetting } from '@/shared/resources/settings';
import { projectKeys } from '@/shared/session/project-keys';
import { idOf } from '../lib/paths';
import type { SettingChange } from '../lib/settings-form';
import { distributionKeys } from './distribution-keys';

export function getDistributionSettings(projectId: string, signal?: AbortSignal) {
  return http.get<DistributionSettings>(`/projects/${projectId}/distribution_settings`, { signal });
}

export function useDistributionSettings(projectId: string) {
  return useQuery({ queryKey: distributionKeys.settings(projectId), queryFn: ({ signal }) => getDistributionSettings(projectId, signal) });
}

/** Where this screen reads its settings: the distribution settings. */
async function storedSettingId(projectId: string, change: SettingChange): Promise<string | undefined> {
  const stored = (await getDistributionSettings(projectId))[change.key].setting;
  return stored ? idOf(stored) : undefined;
}

/** A stored setting is patched, an absent one created (or patched when it was created meanwhile). */
function saveSetting(projectId: string, change: SettingChange): Promise<Setting> {
  if (change.setting) return patchSetting(idOf(change.setting), change.value);
  return createSetting(projectId, change.name, change.value, () => storedSettingId(projectId, change));
}

export type SettingFailure = { change: SettingChange; error: unknown };

export class SaveSettingsError extends Error {
  readonly failures: SettingFailure[];
  constructor(failures: SettingFailure[]) {
    super('Some settings were not saved');
    this.name = 'SaveSettingsError';
    this.failures = failures;
  }
}

async function saveSettings(projectId: string, changes: readonly SettingChange[]) {
  // Independent requests: one rejected value must not keep the others from being saved.
  const results = await Promise.allSettled(changes.map((change) => saveSetting(projectId, change)));
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected' ? [{ change: changes[index]!, error: result.reason as unknown }] : [],
  );
  if (failures.length) throw new SaveSettingsError(failures);
}

export function useSaveDistributionSettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: readonly SettingChange[]) => saveSettings(projectId, changes),
    // Part of a failed save may have gone through: the stored values are re-read either way, and
    // the project data (the general settings screen shows the same values) with them.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: distributionKeys.settings(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.data(projectId) }),
      ]),
  });
}
