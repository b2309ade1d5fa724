import { settingRules, type Setting, type SettingCreate, type SettingName, type SettingPatch } from '@salespulse/contract/settings';
import type { Caller } from '../../lib/caller';
import { notFound, unprocessable } from '../../lib/errors';
import { parseRef } from '../../lib/iri';
import type { ProjectAccess } from '../../access/project-access';
import { toSetting } from '../projects';
import type { SettingsRepository } from './settings.repository';

const settingNotFound = () => notFound('Setting not found.');

export function createSettingsService(deps: { settings: SettingsRepository; access: ProjectAccess }) {
  /** Loads a setting the caller may see; a foreign project's setting is simply not found. */
  async function visible(caller: Caller, id: string, permission: 'project.access' | 'project.settings') {
    const row = await deps.settings.findById(id);
    if (!row) throw settingNotFound();
    await deps.access.require(caller, row.projectId, permission);
    return row;
  }

  return {
    async create(caller: Caller, input: SettingCreate): Promise<Setting> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await deps.access.require(caller, projectId, 'project.settings');
      const row = await deps.settings.insert({ projectId, name: input.name, value: input.value });
      if (!row) throw unprocessable([{ propertyPath: 'name', message: 'this setting already exists; change it instead' }]);
      return toSetting(row);
    },

    async get(caller: Caller, id: string): Promise<Setting> {
      return toSetting(await visible(caller, id, 'project.access'));
    },

    async patch(caller: Caller, id: string, patch: SettingPatch): Promise<Setting> {
      const row = await visible(caller, id, 'project.settings');
      const rule = settingRules[row.name as SettingName];
      if (rule && !rule.valid(patch.value)) throw unprocessable([{ propertyPath: 'value', message: rule.message }]);
      const updated = await deps.settings.update(id, patch.value);
      if (!updated) throw settingNotFound();
      return toSetting(updated);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await visible(caller, id, 'project.settings');
      await deps.settings.remove(id);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
