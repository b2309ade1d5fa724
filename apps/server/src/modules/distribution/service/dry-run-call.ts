import type { DistributionDryRunInput, DistributionDryRunResult } from '@salespulse/contract/distribution';
import type { Caller } from '../../../lib/caller';
import { HttpError, unprocessable } from '../../../lib/errors';
import { parseRef } from '../../../lib/iri';
import type { DistributionRow } from '../../../db/schema/distribution';
import type { DryRun } from '../dry-run';
import { distributionNotFound, PERMISSION } from './access';
import type { ResolvedDistribution } from './input';
import type { DistributionServiceParts } from './parts';

/** The dry run's request side: the draft checked like a saved distribution, then replayed (dry-run.ts). */
export function createDryRunCall(parts: DistributionServiceParts & { dryRun?: DryRun }) {
  const { repo, access, input: body } = parts;
  return {
    /** Replays the last days of leads through an unsaved draft; writes nothing. */
    async dryRun(caller: Caller, input: DistributionDryRunInput): Promise<DistributionDryRunResult> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await access.require(caller, projectId, PERMISSION);
      if (!parts.dryRun) throw new Error('the dry run is not wired');
      let edited: DistributionRow | undefined;
      if (input.distribution !== undefined) {
        edited = await repo.findById(parseRef(input.distribution, 'distributions', 'distribution'));
        // Another project's distribution answers exactly like an unknown one.
        if (edited?.projectId !== projectId) throw distributionNotFound();
      }
      let resolved: ResolvedDistribution;
      try {
        resolved = await body.resolve(projectId, input.draft);
      } catch (error) {
        // The draft's fields sit under `draft` in this body.
        if (error instanceof HttpError && error.violations)
          throw unprocessable(error.violations.map((v) => ({ ...v, propertyPath: `draft.${v.propertyPath}` })));
        throw error;
      }
      const { changes } = resolved;
      return parts.dryRun(projectId, input.days, edited, {
        position: changes.position,
        productIds: changes.productIds ?? [],
        dataProviderIds: changes.dataProviderIds ?? [],
        propertyConditions: changes.propertyConditions ?? [],
        fallbackEmployeeId: changes.fallbackEmployeeId ?? null,
        members: resolved.members ?? [],
      });
    },
  };
}
