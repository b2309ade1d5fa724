import type { SettingName } from '@salespulse/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/http';
import { createSetting, deleteSetting, patchSetting } from '@/shared/resources/settings';
import { getProjectData } from '@/shared/session/get-project-data';
import { projectKeys } from '@/shared/session/project-keys';
import { useSessionStore } from '@/shared/stores/session-store';
import type { SettingsDiff } from '../lib/general-settings';
import { updateProject } from './update-project';

export type SaveGeneralSettingsInput = { name?: string; diff: SettingsDiff };

/** What went wrong, per field: `name` is the project name, the rest are setting names. */
export type SaveFailure = { field: SettingName | 'name'; error: unknown };

export class SaveGeneralSettingsError extends Error {
  readonly failures: SaveFailure[];
  constructor(failures: SaveFailure[]) {
    super('Some settings were not saved');
    this.name = 'SaveGeneralSettingsError';
    this.failures = failures;
  }
}

/** The server's message for a field: a violation on the value (or name), else the description. */
export function failureMessage(failure: SaveFailure): string | undefined {
  if (!(failure.error instanceof ApiError)) return undefined;
  const [violation] = failure.error.violations;
  return violation?.message ?? failure.error.description;
}

/** Where this screen reads its settings: the project data. */
async function storedSettingId(projectId: string, name: SettingName): Promise<string | undefined> {
  return (await getProjectData(projectId)).settings.find((setting) => setting.name === name)?.id;
}

async function renameProject(projectId: string, name: string) {
  const project = await updateProject(projectId, { name });
  // The header and sidebar show the name kept in the session.
  useSessionStore.getState().setProjectName(project.name);
}

async function saveGeneralSettings(projectId: string, { name, diff }: SaveGeneralSettingsInput) {
  // Independent requests: one rejected value must not keep the others from being saved.
  const tasks: { field: SaveFailure['field']; run: () => Promise<unknown> }[] = [
    ...(name !== undefined ? [{ field: 'name' as const, run: () => renameProject(projectId, name) }] : []),
    ...diff.update.map((s) => ({ field: s.name, run: () => patchSetting(s.id, s.value) })),
    ...diff.create.map((s) => ({
      field: s.name,
      run: () => createSetting(projectId, s.name, s.value, () => storedSettingId(projectId, s.name)),
    })),
    ...diff.remove.map((s) => ({ field: s.name, run: () => deleteSetting(s.id) })),
  ];
  const results = await Promise.allSettled(tasks.map((task) => task.run()));
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected' ? [{ field: tasks[index]!.field, error: result.reason as unknown }] : [],
  );
  if (failures.length) throw new SaveGeneralSettingsError(failures);
}

export function useSaveGeneralSettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveGeneralSettingsInput) => saveGeneralSettings(projectId, input),
    // Part of a failed save may have gone through, so the stored values are re-read either way.
    // The session's project-data query feeds the sidebar, guards and dashboards: they all see the change.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: projectKeys.data(projectId) });
      await queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
