import { iri } from '@salespulse/contract/common';
import type { Setting, SettingName } from '@salespulse/contract/settings';
import { ApiError, http } from '@/shared/api/http';

export function patchSetting(id: string, value: string): Promise<Setting> {
  return http.patch<Setting>(`/settings/${id}`, { value });
}

export function deleteSetting(id: string): Promise<void> {
  return http.delete(`/settings/${id}`);
}

/**
 * Creates a setting; when it exists already (someone else saved it since the page loaded, the
 * server answers 422 on name), `findStoredId` looks the fresh copy up where the screen reads its
 * settings, and that one is patched instead.
 */
export async function createSetting(
  projectId: string,
  name: SettingName,
  value: string,
  findStoredId: () => Promise<string | undefined>,
): Promise<Setting> {
  try {
    return await http.post<Setting>('/settings', { project: iri('projects', projectId), name, value });
  } catch (error) {
    const nameTaken = error instanceof ApiError && error.status === 422 && error.violations.some((v) => v.propertyPath === 'name');
    if (!nameTaken) throw error;
    const storedId = await findStoredId();
    if (!storedId) throw error;
    return patchSetting(storedId, value);
  }
}
