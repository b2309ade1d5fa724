import { iri } from '@salespulse/contract/common';
import type { DistributionSettings } from '@salespulse/contract/distribution';
import type { Setting } from '@salespulse/contract/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '@/shared/api/http';
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

/**
 * A stored setting is patched, an absent one created. When it was created meanwhile (the server
 * answers 422 on `name`), the fresh copy is looked up and patched instead.
 */
async function saveSetting(projectId: string, change: SettingChange): Promise<Setting> {
  if (change.setting) return http.patch<Setting>(`/settings/${idOf(change.setting)}`, { value: change.value });
  try {
    return await http.post<Setting>('/settings', { project: iri('projects', projectId), name: change.name, value: change.value });
  } catch (error) {
    const nameTaken = error instanceof ApiError && error.status === 422 && error.violations.some((v) => v.propertyPath === 'name');
    if (!nameTaken) throw error;
    const stored = (await getDistributionSettings(projectId))[change.key].setting;
    if (!stored) throw error;
    return http.patch<Setting>(`/settings/${idOf(stored)}`, { value: change.value });
  }
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
  const failures = results.flatMap((result, index) => (result.status === 'rejected' ? [{ change: changes[index]!, error: result.reason as unknown }] : []));
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
