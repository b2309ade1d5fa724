import type { ProjectAccess } from '../../../access/project-access';
import type { DistributionRepository } from '../distribution.repository';
import type { DistributionAccess } from './access';
import type { DistributionInput } from './input';
import type { DistributionViews } from './views';

/** What every part of the distribution service shares (built once by distribution.service.ts). */
export type DistributionServiceParts = {
  repo: DistributionRepository;
  access: ProjectAccess;
  guard: DistributionAccess;
  input: DistributionInput;
  views: DistributionViews;
};
