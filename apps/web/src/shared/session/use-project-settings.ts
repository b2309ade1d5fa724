import type { ProjectData } from '@salespulse/contract/projects';
import { useProjectData } from './get-project-data';

/** Project settings by name (spec section 3), e.g. `{ gift_shop_enabled: '1' }`. */
export type ProjectSettings = Readonly<Record<string, string>>;

// Module-level so the select keeps one identity and the record is rebuilt only on new data.
function toSettings({ settings }: ProjectData): ProjectSettings {
  return Object.fromEntries(settings.map((setting) => [setting.name, setting.value]));
}

/** The selected project's settings; undefined until they are loaded (setting-gated screens wait). */
export function useProjectSettings(): ProjectSettings | undefined {
  return useProjectData(toSettings).data;
}
