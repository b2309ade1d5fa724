import type { HydraCollection } from '@salespulse/contract/common';
import type { DistributionLog, DistributionLogListQuery } from '@salespulse/contract/distribution';
import type { Caller } from '../../../lib/caller';
import { hydraCollection } from '../../../lib/hydra';
import { parseRef } from '../../../lib/iri';
import { toDistributionLog } from '../distribution.mapper';
import { PERMISSION } from './access';
import type { DistributionServiceParts } from './parts';

/** The decision log, filtered. */
export function createDistributionLogs(parts: Pick<DistributionServiceParts, 'repo' | 'access'>) {
  const { repo, access } = parts;
  return {
    async listLogs(caller: Caller, projectId: string, query: DistributionLogListQuery): Promise<HydraCollection<DistributionLog>> {
      await access.require(caller, projectId, PERMISSION);
      const decisions = [...(query['decision[]'] ?? []), ...(query.decision ? [query.decision] : [])];
      const { rows, total } = await repo.logs(projectId, {
        distributionId: query.distribution === undefined ? undefined : parseRef(query.distribution, 'distributions', 'distribution'),
        employeeId: query.employee === undefined ? undefined : parseRef(query.employee, 'employees', 'employee'),
        dealId: query.deal === undefined ? undefined : parseRef(query.deal, 'deals', 'deal'),
        decisions: decisions.length ? decisions : undefined,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/distribution_logs`, rows.map(toDistributionLog), total);
    },
  };
}
