import type { ProjectBilling } from '@salespulse/contract/billing';
import type { ProjectData } from '@salespulse/contract/projects';
import { useProjectData } from '@/shared/session/get-project-data';

// A project without the field comes from a server that bills nobody.
const unbilled: ProjectBilling = { billed: false, accessUntil: null };

function toBilling({ project }: ProjectData): ProjectBilling {
  return project.billing ?? unbilled;
}

/** The selected project's billing state, from the project data every screen shares. */
export function useProjectBilling() {
  return useProjectData(toBilling);
}
