import type { Project, ProjectCreate } from '@salespulse/contract/projects';
import { isTimeZone } from '@salespulse/contract/settings';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { browserZone } from '@/shared/lib/time-zone';

export function createProject(body: ProjectCreate): Promise<Project> {
  return http.post<Project>('/projects', body);
}

/** The browser's zone becomes the project's; an engine reporting none the server accepts sends none. */
export function browserTimeZone(): string | undefined {
  const zone = browserZone();
  return zone && isTimeZone(zone) ? zone : undefined;
}

export function useCreateProject() {
  return useMutation({
    mutationFn: (name: string) => {
      const timezone = browserTimeZone();
      return createProject({ name: name.trim(), settings: timezone ? [{ name: 'timezone', value: timezone }] : [] });
    },
  });
}
