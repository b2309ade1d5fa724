import type { HydraCollection } from '@salespulse/contract/common';
import type { DistributionEmployee, DistributionEmployeeListQuery } from '@salespulse/contract/distribution';
import type { MyDistributionShare } from '@salespulse/contract/distribution-share';
import type { Caller } from '../../../lib/caller';
import { hydraCollection } from '../../../lib/hydra';
import { parseRef } from '../../../lib/iri';
import { toDistributionEmployee, toMyDistributionShare } from '../distribution.mapper';
import { PERMISSION } from './access';
import type { DistributionServiceParts } from './parts';

/** The members of distributions as managers see them, and each member's own share. */
export function createDistributionMembers(parts: DistributionServiceParts) {
  const { repo, access, views } = parts;
  return {
    async listEmployees(
      caller: Caller,
      projectId: string,
      query: DistributionEmployeeListQuery,
    ): Promise<HydraCollection<DistributionEmployee>> {
      await access.require(caller, projectId, PERMISSION);
      const distributionId = query.distribution === undefined ? undefined : parseRef(query.distribution, 'distributions', 'distribution');
      const employeeId = query.employee === undefined ? undefined : parseRef(query.employee, 'employees', 'employee');
      const { rows, total } = await repo.listMembers(projectId, {
        distributionId,
        employeeId,
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      const day = await views.today(projectId);
      return hydraCollection(
        `/api/projects/${projectId}/distribution_employees`,
        rows.map((r) => toDistributionEmployee(r, day.date)),
        total,
      );
    },

    /** Any member's own fairness view: their rows only, whatever their role. */
    async myShare(caller: Caller, projectId: string): Promise<MyDistributionShare> {
      const membership = await access.require(caller, projectId, 'project.access');
      const [{ own, all }, day] = await Promise.all([repo.ownShares(projectId, membership.employeeId), views.today(projectId)]);
      return toMyDistributionShare(projectId, membership.employeeId, own, all, day.date);
    },
  };
}
