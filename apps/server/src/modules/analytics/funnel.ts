import { sql, type SQL } from 'drizzle-orm';
import type { StageKind } from '@salespulse/contract/definitions';
import type { Database } from '../../db/database';
import type { AnalyticsScope } from './analytics-scope';
import { rowsOf } from './analytics-sql';

// What the project's stages mean, read from the definitions at query time (re-mapping a stage changes
// the numbers at once, nothing is re-imported), applied to the stages each deal ever entered
// (`deals.stages` / `deals.stage_amounts`, kept from deal_stage_changes by the rollup triggers).
// Stages are the providers' own ids, so every rule is per provider.

export type FunnelDefinition = { dataProviderId: string; stage: string; label: string; kind: StageKind | null; position: number };

/** The project's definitions, in screen order. */
export function funnelQuery(scope: Pick<AnalyticsScope, 'projectId'>): SQL {
  return sql`select data_provider_id as "dataProviderId", stage, label, kind, position
    from definitions where project_id = ${scope.projectId}
    order by position, label, stage`;
}

export function loadFunnel(db: Database, scope: Pick<AnalyticsScope, 'projectId'>): Promise<FunnelDefinition[]> {
  return rowsOf<FunnelDefinition>(db, funnelQuery(scope));
}

/** Reaching a kind counts the kinds after it: a billed deal went through negotiation. */
const REACHES = {
  negotiation: ['negotiation', 'bill', 'won', 'refund'],
  bill: ['bill', 'won', 'refund'],
  // A refunded deal was won first.
  won: ['won', 'refund'],
  lost: ['lost'],
  refund: ['refund'],
} as const satisfies Record<string, readonly StageKind[]>;
export type Milestone = keyof typeof REACHES;

/**
 * In SQL, per data provider, the stages that reach each milestone, as `k.<milestone>` text arrays
 * ('{}' for none): join it on the deal's provider (`left join ... k on k.data_provider_id = ...`).
 */
export function milestonesByProvider(scope: Pick<AnalyticsScope, 'projectId'>): SQL {
  const columns = Object.entries(REACHES).map(
    ([name, kinds]) =>
      sql`coalesce(array_agg(stage) filter (where kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})), '{}')::text[] as ${sql.raw(name)}`,
  );
  return sql`(select data_provider_id, ${sql.join(columns, sql`, `)}
    from definitions where project_id = ${scope.projectId} and kind is not null group by data_provider_id)`;
}

/**
 * The refunded amount of deal `d` (joined with `k`): the amount recorded when it entered a refund stage
 * (the largest, if several), else its whole amount; null when it was never refunded.
 */
export const refundAmountSql = sql`case when d.stages && k.refund
  then coalesce((select max((d.stage_amounts ->> s)::numeric) from unnest(k.refund) as s), d.amount, 0) end`;

/** The same rules in TypeScript, for rows grouped by provider and stage path. */
export function funnelRules(funnel: FunnelDefinition[]) {
  const byProvider = new Map<string, Map<string, StageKind | null>>();
  for (const f of funnel) {
    let stages = byProvider.get(f.dataProviderId);
    if (!stages) byProvider.set(f.dataProviderId, (stages = new Map()));
    stages.set(f.stage, f.kind);
  }
  const reached = (provider: string, stages: string[], milestone: Milestone): boolean => {
    const kinds = byProvider.get(provider);
    const wanted: readonly StageKind[] = REACHES[milestone];
    return (
      !!kinds &&
      stages.some((s) => {
        const kind = kinds.get(s);
        return kind != null && wanted.includes(kind);
      })
    );
  };
  return {
    reached,
    /** 4 won (refunded included), 3 billed, 2 negotiating, 1 none of them; lost is separate. */
    level(provider: string, stages: string[]): 1 | 2 | 3 | 4 {
      if (reached(provider, stages, 'won')) return 4;
      if (reached(provider, stages, 'bill')) return 3;
      if (reached(provider, stages, 'negotiation')) return 2;
      return 1;
    },
  };
}

/** Stage labels in screen order, each with its (provider, stage) pairs: the managers board's extra columns. */
export function stageColumns(funnel: FunnelDefinition[]): { name: string; has(provider: string, stages: string[]): boolean }[] {
  const columns = new Map<string, Set<string>>();
  for (const f of funnel) {
    const key = `${f.dataProviderId} ${f.stage}`;
    const set = columns.get(f.label);
    if (set) set.add(key);
    else columns.set(f.label, new Set([key]));
  }
  return [...columns].map(([name, keys]) => ({ name, has: (provider, stages) => stages.some((s) => keys.has(`${provider} ${s}`)) }));
}
