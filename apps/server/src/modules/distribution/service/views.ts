import type { Distribution, DistributionPreset } from '@salespulse/contract/distribution';
import type { Clock } from '../../../lib/time/clock';
import { localDayStart, zoneOf } from '../../../lib/time/zone';
import type { DistributionRow } from '../../../db/schema/distribution';
import { toDistribution, toDistributionPreset } from '../distribution.mapper';
import type { DistributionRepository } from '../distribution.repository';
import { readDistributionSettings } from '../engine/rules';

/** Rows as the API shows them: today's figures are counted in the project's zone. */
export function createDistributionViews(deps: { repo: DistributionRepository; clock: Clock }) {
  const { repo, clock } = deps;

  /** Today's date and the instant it started, in the project's zone. */
  async function today(projectId: string) {
    const settings = readDistributionSettings(await repo.settings(projectId));
    return localDayStart(zoneOf(settings.timezone), clock().getTime());
  }

  return {
    today,

    async distributions(rows: DistributionRow[], projectId: string): Promise<Distribution[]> {
      const ids = rows.map((r) => r.id);
      const day = await today(projectId);
      const [members, stats] = await Promise.all([repo.members(ids), repo.stats(ids, day.since)]);
      return rows.map((row) =>
        toDistribution(
          row,
          members.filter((m) => m.distributionId === row.id),
          stats.get(row.id)!,
          day.date,
        ),
      );
    },

    async preset(row: Parameters<typeof toDistributionPreset>[0]): Promise<DistributionPreset> {
      const known = await repo.employeesOf(
        row.projectId,
        row.employees.map((m) => m.employee),
      );
      return toDistributionPreset(row, known);
    },
  };
}

export type DistributionViews = ReturnType<typeof createDistributionViews>;
