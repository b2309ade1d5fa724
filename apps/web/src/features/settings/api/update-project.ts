import type { Project, ProjectPatch } from '@salespulse/contract/projects';
import { http } from '@/shared/api/http';

export function updateProject(projectId: string, patch: ProjectPatch): Promise<Project> {
  return http.patch<Project>(`/projects/${projectId}`, patch);
}
