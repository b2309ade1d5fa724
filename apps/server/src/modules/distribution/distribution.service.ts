import { systemClock, type Clock } from '../../lib/time/clock';
import type { DistributionRepository } from './distribution.repository';
import type { DryRun } from './dry-run';
import { createDistributionAccess } from './service/access';
import { createDistributionCrud } from './service/distributions';
import { createDryRunCall } from './service/dry-run-call';
import { createDistributionInput } from './service/input';
import { createDistributionLogs } from './service/logs';
import { createDistributionMembers } from './service/members';
import type { DistributionServiceParts } from './service/parts';
import { createDistributionPresets } from './service/presets';
import { createDistributionSettingsView } from './service/settings';
import { createDistributionViews } from './service/views';

type Deps = {
  repo: DistributionRepository;
  /** ProjectAccess (named once, in service/parts.ts). */
  access: DistributionServiceParts['access'];
  /** Leads waiting on a distribution are looked at again after it changes. */
  onChanged?: (distributionId: string) => Promise<void>;
  dryRun?: DryRun;
  now?: Clock;
};

/** The distribution service: its parts (service/) share the access checks, the body resolution and the views. */
export function createDistributionService(deps: Deps) {
  const { repo, access } = deps;
  const parts: DistributionServiceParts = {
    repo,
    access,
    guard: createDistributionAccess({ repo, access }),
    input: createDistributionInput(repo),
    views: createDistributionViews({ repo, clock: deps.now ?? systemClock }),
  };
  return {
    ...createDistributionCrud({ ...parts, onChanged: deps.onChanged }),
    ...createDryRunCall({ ...parts, dryRun: deps.dryRun }),
    ...createDistributionMembers(parts),
    ...createDistributionLogs(parts),
    ...createDistributionSettingsView(parts),
    ...createDistributionPresets(parts),
  };
}

export type DistributionService = ReturnType<typeof createDistributionService>;
