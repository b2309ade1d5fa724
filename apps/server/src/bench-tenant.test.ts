import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityTables, benchStages, generateTenant, type SqlClient, type Tenant, type TenantOptions } from '../../../bench/tenant';
import type { Database } from './db/database';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// The bench's tenant generator at a small scale: the data must be what the analytics expect (every
// reference inside the project, stage and owner histories that agree with the deals, events inside
// working hours in the project's zone, nothing after "now"), since the bench loads it with foreign
// key triggers off and measures the analytics on it.

/** Plain text with $n parameters over drizzle; the whole generation runs in one transaction (one connection). */
function session(db: Database): SqlClient {
  return {
    async query<R>(text: string, params: unknown[] = []) {
      const parts = text.split(/\$(\d+)(?![\w$])/);
      const chunks: SQL[] = parts.map((part, i) => (i % 2 === 1 ? sql`${params[Number(part) - 1]}` : sql.raw(part)));
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: R[] };
      return { rows: result.rows };
    },
  };
}

const options: TenantOptions = {
  employees: 12,
  days: 10,
  // Ten days up to a Friday in Berlin, across the end of summer time (25 October 2026).
  timeZone: 'Europe/Berlin',
  endDate: '2026-10-30',
  now: new Date('2026-10-30T12:00:00Z'),
  passwordHash: 'not-a-real-hash',
  vacuum: false,
};

describe('bench tenant generator', () => {
  let database: TestDatabase;
  let db: Database;
  let tenant: Tenant;
  const one = async <R>(text: string, params: unknown[] = []): Promise<R> => (await session(db).query<R>(text, params)).rows[0]!;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    tenant = await db.transaction((tx) => generateTenant(session(tx), options));
  }, 120_000);
  afterAll(() => database.drop());

  it('fills every activity table of one project and reports what it wrote', async () => {
    expect(tenant).toMatchObject({ timeZone: 'Europe/Berlin', firstDay: '2026-10-21', lastDay: '2026-10-30' });
    expect(tenant.employeeIds).toHaveLength(12);
    for (const table of activityTables) {
      const { n } = await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE project_id = $1`, [tenant.projectId]);
      expect(n, table).toBe(tenant.rows[table]);
      expect(n, table).toBeGreaterThan(0);
    }
    expect(tenant.rows.calls).toBeGreaterThan(tenant.rows.tasks);
    expect(tenant.rows.deal_stage_changes).toBeGreaterThan(tenant.rows.deals);
    const { employees, definitions } = await one<{ employees: number; definitions: number }>(
      `SELECT (SELECT count(*)::int FROM employees WHERE project_id = $1) AS employees,
              (SELECT count(*)::int FROM definitions WHERE project_id = $1 AND kind IS NOT NULL) AS definitions`,
      [tenant.projectId],
    );
    expect(employees).toBe(13); // the team and the owner
    expect(definitions).toBe(benchStages.filter((s) => s.kind).length);
  });

  it('references only rows of the same project (the foreign keys the load skipped)', async () => {
    for (const table of ['calls', 'deals', 'tasks']) {
      const broken = await one<{ owner: number; employee: number; provider: number; denormalised: number }>(
        `SELECT count(*) FILTER (WHERE a.owner_user_id IS NOT NULL AND pu.id IS NULL)::int AS owner,
                count(*) FILTER (WHERE a.employee_id IS NOT NULL AND e.id IS NULL)::int AS employee,
                count(*) FILTER (WHERE dp.id IS NULL)::int AS provider,
                count(*) FILTER (WHERE a.employee_id IS DISTINCT FROM pu.employee_id)::int AS denormalised
         FROM ${table} a
         LEFT JOIN provider_users pu ON pu.id = a.owner_user_id AND pu.project_id = a.project_id AND pu.data_provider_id = a.data_provider_id
         LEFT JOIN employees e ON e.id = a.employee_id AND e.project_id = a.project_id
         LEFT JOIN data_providers dp ON dp.id = a.data_provider_id AND dp.project_id = a.project_id
         WHERE a.project_id = $1`,
        [tenant.projectId],
      );
      expect(broken, table).toEqual({ owner: 0, employee: 0, provider: 0, denormalised: 0 });
    }
    const orphans = await one<{ stages: number; owners: number; products: number }>(
      `SELECT (SELECT count(*)::int FROM deal_stage_changes s LEFT JOIN deals d ON d.id = s.deal_id AND d.project_id = s.project_id
               WHERE s.project_id = $1 AND d.id IS NULL) AS stages,
              (SELECT count(*)::int FROM deal_owner_changes o LEFT JOIN deals d ON d.id = o.deal_id AND d.project_id = o.project_id
               LEFT JOIN provider_users pu ON pu.id = o.owner_user_id AND pu.project_id = o.project_id
               WHERE o.project_id = $1 AND (d.id IS NULL OR pu.id IS NULL)) AS owners,
              (SELECT count(*)::int FROM deals d LEFT JOIN products p ON p.id = d.product_id AND p.project_id = d.project_id
               WHERE d.project_id = $1 AND (p.id IS NULL OR p.external_key <> d.product)) AS products`,
      [tenant.projectId],
    );
    expect(orphans).toEqual({ stages: 0, owners: 0, products: 0 });
    // A call logged on a deal names a deal of its own provider (how analytics link them).
    const { unlinked } = await one<{ unlinked: number }>(
      `SELECT count(*)::int AS unlinked FROM calls c
       LEFT JOIN deals d ON d.data_provider_id = c.data_provider_id AND d.external_id = c.deal_external_id
       WHERE c.project_id = $1 AND c.deal_external_id IS NOT NULL AND d.id IS NULL`,
      [tenant.projectId],
    );
    expect(unlinked).toBe(0);
  });

  it('keeps stage and owner histories that agree with each deal', async () => {
    const { rows } = await session(db).query<{
      stage: string;
      created: string;
      assigned: string;
      owner: string | null;
      stages: string[];
      stage_times: string[];
      owners: (string | null)[] | null;
      owner_times: string[] | null;
    }>(
      `SELECT d.stage, d.created_at::text AS created, d.assigned_at::text AS assigned, d.owner_user_id::text AS owner,
         (SELECT array_agg(s.stage ORDER BY s.changed_at, s.id) FROM deal_stage_changes s WHERE s.deal_id = d.id) AS stages,
         (SELECT array_agg(s.changed_at::text ORDER BY s.changed_at, s.id) FROM deal_stage_changes s WHERE s.deal_id = d.id) AS stage_times,
         (SELECT array_agg(o.owner_user_id::text ORDER BY o.assigned_at, o.id) FROM deal_owner_changes o WHERE o.deal_id = d.id) AS owners,
         (SELECT array_agg(o.assigned_at::text ORDER BY o.assigned_at, o.id) FROM deal_owner_changes o WHERE o.deal_id = d.id) AS owner_times
       FROM deals d WHERE d.project_id = $1`,
      [tenant.projectId],
    );
    // The funnel only moves forward; won and lost end it (a refund follows a win).
    const rank: Record<string, number> = { new: 0, qualified: 1, negotiation: 2, invoice: 3, won: 4, lost: 4, refund: 5 };
    const problems: string[] = [];
    for (const deal of rows) {
      const { stages, stage_times: times } = deal;
      if (stages[0] !== 'new' || times[0] !== deal.created)
        problems.push(`starts with ${stages[0]} at ${times[0]}, created ${deal.created}`);
      if (stages.at(-1) !== deal.stage) problems.push(`stage ${deal.stage} but history ends with ${stages.at(-1)}`);
      for (let i = 1; i < stages.length; i++) {
        if (rank[stages[i]!]! <= rank[stages[i - 1]!]!) problems.push(`${stages[i - 1]} then ${stages[i]}`);
        if (Date.parse(times[i]!) < Date.parse(times[i - 1]!)) problems.push(`stage times out of order: ${times.join(', ')}`);
      }
      if (stages.includes('won') && stages.includes('lost')) problems.push('won and lost');
      if (stages.includes('refund') && stages.at(-2) !== 'won') problems.push('refund without a win before it');
      const lastOwner = deal.owners?.at(-1) ?? null;
      if (lastOwner !== deal.owner) problems.push(`owner ${deal.owner} but history ends with ${lastOwner}`);
      const lastAssigned = deal.owner_times?.at(-1) ?? deal.created;
      if (lastAssigned !== deal.assigned) problems.push(`assigned ${deal.assigned} but history says ${lastAssigned}`);
      if (deal.owner_times && Date.parse(deal.owner_times[0]!) < Date.parse(deal.created)) problems.push('assigned before creation');
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('puts activity inside working hours in the project time zone, and nothing after now', async () => {
    const outside = await one<{ calls: number; tasks: number; deals: number }>(
      `WITH windows AS (
         SELECT e.id, w.day, w.start::time AS start_t, w."end"::time AS end_t
         FROM employees e CROSS JOIN LATERAL jsonb_to_recordset(e.schedules) AS w(day int, start text, "end" text) WHERE e.project_id = $1),
       inside AS (
         SELECT 'calls' AS kind, c.employee_id, c.started_at AS at FROM calls c WHERE c.project_id = $1 AND c.employee_id IS NOT NULL
         UNION ALL SELECT 'tasks', t.employee_id, t.created_at FROM tasks t WHERE t.project_id = $1 AND t.employee_id IS NOT NULL
         UNION ALL SELECT 'deals', d.employee_id, d.created_at FROM deals d WHERE d.project_id = $1 AND d.employee_id IS NOT NULL AND d.assigned_at = d.created_at)
       SELECT count(*) FILTER (WHERE kind = 'calls')::int AS calls, count(*) FILTER (WHERE kind = 'tasks')::int AS tasks,
              count(*) FILTER (WHERE kind = 'deals')::int AS deals
       FROM inside i WHERE NOT EXISTS (
         SELECT 1 FROM windows w WHERE w.id = i.employee_id AND w.day = extract(isodow FROM i.at AT TIME ZONE $2)
           AND (i.at AT TIME ZONE $2)::time BETWEEN w.start_t AND w.end_t)`,
      [tenant.projectId, tenant.timeZone],
    );
    expect(outside).toEqual({ calls: 0, tasks: 0, deals: 0 });
    const latest = await one<{ at: Date | string }>(
      `SELECT greatest((SELECT max(started_at) FROM calls WHERE project_id = $1), (SELECT max(updated_at) FROM deals WHERE project_id = $1),
                       (SELECT max(changed_at) FROM deal_stage_changes WHERE project_id = $1), (SELECT max(updated_at) FROM tasks WHERE project_id = $1)) AS at`,
      [tenant.projectId],
    );
    expect(new Date(latest.at).getTime()).toBeLessThanOrEqual(options.now!.getTime());
  });

  it('has the shapes the boards need: unanswered calls, a funnel with refunds, deals without owner, inactive people, open tasks', async () => {
    const shape = await one<Record<string, number>>(
      `SELECT
         (SELECT avg((NOT answered)::int)::float FROM calls WHERE project_id = $1) AS unanswered,
         (SELECT count(*)::int FROM calls WHERE project_id = $1 AND answered <> (duration_seconds > 0)) AS odd_durations,
         (SELECT count(*)::int FROM calls WHERE project_id = $1 AND deal_external_id IS NOT NULL) AS lead_calls,
         (SELECT count(*)::int FROM deals WHERE project_id = $1 AND owner_user_id IS NULL) AS unowned,
         (SELECT count(*)::int FROM deals WHERE project_id = $1 AND owner_user_id IS NOT NULL AND employee_id IS NULL) AS unmapped,
         (SELECT count(*)::int FROM deal_stage_changes WHERE project_id = $1 AND stage = 'won') AS won,
         (SELECT count(*)::int FROM deal_stage_changes WHERE project_id = $1 AND stage = 'lost') AS lost,
         (SELECT count(*)::int FROM deal_stage_changes WHERE project_id = $1 AND stage = 'refund') AS refunds,
         (SELECT count(DISTINCT deal_id)::int FROM deal_owner_changes WHERE project_id = $1 GROUP BY project_id) AS owned_deals,
         (SELECT count(*)::int FROM deal_owner_changes WHERE project_id = $1) AS owner_changes,
         (SELECT count(*)::int FROM employees WHERE project_id = $1 AND status = 'inactive') AS inactive,
         (SELECT count(*)::int FROM tasks WHERE project_id = $1 AND completed_at IS NULL AND due_at < $2) AS overdue,
         (SELECT count(*)::int FROM tasks WHERE project_id = $1 AND completed_at > due_at) AS late`,
      [tenant.projectId, options.now!.toISOString()],
    );
    expect(shape.unanswered).toBeGreaterThan(0.12);
    expect(shape.unanswered).toBeLessThan(0.3);
    // Every row draws its own chances: no group of calls shares one moment or one outcome.
    const draws = await session(db).query<{ provider: string; linked: boolean; share: number; distinct_moments: number; n: number }>(
      `SELECT data_provider_id AS provider, deal_external_id IS NOT NULL AS linked, avg((NOT answered)::int)::float AS share,
              count(DISTINCT started_at)::int AS distinct_moments, count(*)::int AS n
       FROM calls WHERE project_id = $1 GROUP BY 1, 2`,
      [tenant.projectId],
    );
    expect(draws.rows).toHaveLength(3); // telephony; CRM dialled; CRM logged on a deal
    for (const group of draws.rows) {
      expect(group.share, JSON.stringify(group)).toBeGreaterThan(0.1);
      expect(group.share, JSON.stringify(group)).toBeLessThan(0.35);
      expect(group.distinct_moments / group.n, JSON.stringify(group)).toBeGreaterThan(0.99);
    }
    const tasks = await one<{ created: number; completed: number; n: number; done: number }>(
      `SELECT count(DISTINCT created_at)::int AS created, count(DISTINCT completed_at)::int AS completed, count(*)::int AS n,
              count(completed_at)::int AS done FROM tasks WHERE project_id = $1`,
      [tenant.projectId],
    );
    expect(tasks.created / tasks.n).toBeGreaterThan(0.99);
    expect(tasks.completed / tasks.done).toBeGreaterThan(0.99);
    expect(shape.odd_durations).toBe(0);
    expect(shape.lead_calls).toBeGreaterThan(tenant.rows.deals / 2);
    expect(shape.unowned).toBeGreaterThan(0);
    expect(shape.unmapped).toBeGreaterThan(0);
    expect(shape.won).toBeGreaterThan(shape.refunds!);
    expect(shape.lost).toBeGreaterThan(0);
    expect(shape.refunds).toBeGreaterThan(0);
    expect(shape.owner_changes).toBeGreaterThan(shape.owned_deals!); // some deals were reassigned
    expect(shape.inactive).toBe(1);
    expect(shape.overdue).toBeGreaterThan(0);
    expect(shape.late).toBeGreaterThan(0);
  });

  it('generates the same data set again from the same seed, also into tables that already hold data', async () => {
    const again = await db.transaction((tx) => generateTenant(session(tx), options));
    expect(again.projectId).not.toBe(tenant.projectId);
    expect(again.rows).toEqual(tenant.rows);
  }, 120_000);
});
