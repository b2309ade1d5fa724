// The activity of the bench tenant (bench/tenant.ts): deals with their stage and owner histories,
// calls and tasks, written by set-based statements inside each person's working hours, with the
// secondary indexes suspended while they load.
import type { SqlClient, TenantOptions } from './tenant';

export const activityTables = ['calls', 'deals', 'deal_stage_changes', 'deal_owner_changes', 'tasks'] as const;
export type ActivityTable = (typeof activityTables)[number];

export const PRODUCTS = [
  'Starter',
  'Team',
  'Business',
  'Enterprise',
  'Onboarding',
  'Support Plus',
  'Training',
  'Consulting',
  'API access',
  'Storage pack',
  'Analytics add-on',
  'Mobile add-on',
];
export const PROPERTY_OPTIONS = {
  source: ['website', 'ads', 'referral', 'cold call', 'partner', 'event'],
  region: ['north', 'south', 'east', 'west'],
} as const;
/** Provider users that map to nobody: their activity forms the "No owner" row. */
export const UNMAPPED_OWNERS = 3;

export type Step = (label: string, text: string, params?: unknown[]) => Promise<unknown[]>;

/**
 * pg_temp.bench_after(local, seconds, start, end): the local time `seconds` of working time after
 * `local`, for someone working start..end (seconds of the day) Monday to Friday. Close enough for
 * realistic follow-up times; the analytics compute working time on their own.
 */
export async function createWorkingTimeFunction(client: SqlClient): Promise<void> {
  await client.query(`
    CREATE OR REPLACE FUNCTION pg_temp.bench_after(t timestamp, delay double precision, start_s int, end_s int) RETURNS timestamp
    LANGUAGE plpgsql IMMUTABLE AS $fn$
    DECLARE
      day_len int := end_s - start_s;
      dow int := extract(isodow FROM t)::int;
      d0 date := t::date;
      p double precision;
      n int;
    BEGIN
      IF dow >= 6 THEN
        d0 := d0 + (8 - dow);
        dow := 1;
        p := 0;
      ELSE
        p := least(greatest(extract(epoch FROM t::time) - start_s, 0), day_len);
      END IF;
      n := floor((p + delay) / day_len)::int;
      RETURN (d0 + n + 2 * ((dow - 1 + n) / 5)) + make_interval(secs => start_s + (p + delay) - n::double precision * day_len);
    END
    $fn$`);
}

// Days a person works: Monday to Friday, Saturdays for some, none after they left.
const WORKDAYS = `
  bench_staff s
  CROSS JOIN bench_conf c
  CROSS JOIN LATERAL (
    SELECT g.d, g.day, g.dow
    FROM (SELECT d, c.first_day + d AS day, extract(isodow FROM c.first_day + d)::int AS dow FROM generate_series(0, c.days - 1) d) g
    WHERE g.d <= s.last_day AND (g.dow <= 5 OR (g.dow = 6 AND s.saturday))
  ) w`;

// Per-row random draws live in a subquery over the row generator itself (OFFSET 0 keeps it one):
// a lateral subquery that does not depend on the generated row would be computed once per person
// and day and reused for every row of it.

/** A count around `mean` for one person and day: their pace, a little daily noise, Saturdays lighter. */
const dailyCount = (mean: string) =>
  `(floor(s.pace * ${mean} * (0.7 + random() * 0.6) * CASE WHEN w.dow = 6 THEN 0.4 ELSE 1 END + random()))::int`;
/** A local time inside the person's window on that day. */
const workingMoment = `w.day + make_interval(secs => s.start_s + random() * (s.end_s - s.start_s))`;
/** Exponentially distributed seconds around a mean (many quick, a long tail). */
const exp = (mean: number) => `(-ln(1 - random()) * ${mean})`;

export async function generateDeals(client: SqlClient, step: Step, options: TenantOptions): Promise<void> {
  const dealsPerDay = options.dealsPerDay ?? 8;
  // Leads: each generated for the person who ends up with it first. 15 % arrive without an owner and
  // reach one through distribution minutes later, a fifth of those never do; 10 % move to a colleague.
  await step(
    'lead draws',
    `CREATE TEMP TABLE bench_deals AS
     SELECT row_number() OVER () AS seq, gen_random_uuid() AS id, s.idx, s.start_s, s.end_s, ${workingMoment} AS created,
       random() AS r_unowned, random() AS r_call, random() AS r_q, random() AS r_neg, random() AS r_bill, random() AS r_won,
       random() AS r_lost, random() AS r_refund, random() AS r_reassign,
       1 + floor(random() * ${PRODUCTS.length})::int AS product_no,
       (round(exp(ln(300) + random() * ln(60)) / 10) * 10)::numeric(14, 2) AS amount,
       floor(random() * ${PROPERTY_OPTIONS.source.length})::int AS source_no, floor(random() * ${PROPERTY_OPTIONS.region.length})::int AS region_no
     FROM ${WORKDAYS}
     CROSS JOIN LATERAL generate_series(1, ${dailyCount(String(dealsPerDay))}) k`,
  );
  const staffCount = options.employees + UNMAPPED_OWNERS;
  await step(
    'lead timeline',
    `CREATE TEMP TABLE bench_deal_times AS
     SELECT b.seq, a.assign_at, r.reassign_to, r.reassign_at, p.call1_at,
       CASE WHEN r.reassign_at IS NOT NULL AND b.r_call < 0.85 THEN pg_temp.bench_after(r.reassign_at, ${exp(1800)}, t.start_s, t.end_s) END AS call2_at,
       q.qualified_at, n.negotiation_at, i.bill_at, wn.won_at, l.lost_at,
       CASE WHEN wn.won_at IS NOT NULL AND b.r_refund < 0.05 THEN pg_temp.bench_after(wn.won_at, ${exp(5 * 9 * 3600)}, b.start_s, b.end_s) END AS refund_at
     FROM bench_deals b
     CROSS JOIN LATERAL (SELECT CASE WHEN b.r_unowned >= 0.15 THEN b.created
                                     WHEN b.r_unowned >= 0.03 THEN pg_temp.bench_after(b.created, ${exp(1500)}, b.start_s, b.end_s) END AS assign_at) a
     CROSS JOIN LATERAL (SELECT CASE WHEN a.assign_at IS NOT NULL AND b.r_reassign < 0.10
                                     THEN 1 + (b.idx + floor(random() * ($1::int - 1))::int) % $1::int END AS reassign_to) rt
     LEFT JOIN bench_staff t ON t.idx = rt.reassign_to
     CROSS JOIN LATERAL (SELECT rt.reassign_to, CASE WHEN rt.reassign_to IS NOT NULL
                                     THEN pg_temp.bench_after(a.assign_at, 9 * 3600 * (1 + random() * 3), b.start_s, b.end_s) END AS reassign_at) r
     CROSS JOIN LATERAL (SELECT CASE WHEN a.assign_at IS NOT NULL AND b.r_call < 0.85
                                     THEN pg_temp.bench_after(a.assign_at, ${exp(1200)}, b.start_s, b.end_s) END AS call1_at) p
     CROSS JOIN LATERAL (SELECT coalesce(p.call1_at, a.assign_at, b.created) AS worked_at) x
     CROSS JOIN LATERAL (SELECT CASE WHEN b.r_q < 0.5 THEN pg_temp.bench_after(x.worked_at, ${exp(2 * 3600)}, b.start_s, b.end_s) END AS qualified_at) q
     CROSS JOIN LATERAL (SELECT CASE WHEN b.r_neg < CASE WHEN p.call1_at IS NULL THEN 0.2 ELSE 0.62 END
                                     THEN pg_temp.bench_after(coalesce(q.qualified_at, x.worked_at), ${exp(6 * 3600)}, b.start_s, b.end_s) END AS negotiation_at) n
     CROSS JOIN LATERAL (SELECT CASE WHEN n.negotiation_at IS NOT NULL AND b.r_bill < 0.55
                                     THEN pg_temp.bench_after(n.negotiation_at, ${exp(12 * 3600)}, b.start_s, b.end_s) END AS bill_at) i
     CROSS JOIN LATERAL (SELECT CASE WHEN i.bill_at IS NOT NULL AND b.r_won < 0.6
                                     THEN pg_temp.bench_after(i.bill_at, ${exp(16 * 3600)}, b.start_s, b.end_s) END AS won_at) wn
     CROSS JOIN LATERAL (SELECT CASE WHEN wn.won_at IS NULL AND b.r_lost < CASE WHEN i.bill_at IS NOT NULL THEN 0.6 ELSE 0.45 END
                                     THEN pg_temp.bench_after(coalesce(i.bill_at, n.negotiation_at, q.qualified_at, x.worked_at), ${exp(16 * 3600)}, b.start_s, b.end_s) END AS lost_at) l`,
    [staffCount],
  );
  // Nothing after the cutoff: later steps of a lead simply have not happened yet (open deals).
  await client.query(`
    CREATE TEMP TABLE bench_deal_events AS
    SELECT b.seq, b.id, v.kind, v.stage, v.owner_idx, v.at AT TIME ZONE c.tz AS at
    FROM bench_deals b JOIN bench_deal_times t USING (seq) CROSS JOIN bench_conf c
    CROSS JOIN LATERAL (VALUES
      ('stage', 'new', NULL::int, b.created),
      ('stage', 'qualified', NULL, t.qualified_at),
      ('stage', 'negotiation', NULL, t.negotiation_at),
      ('stage', 'invoice', NULL, t.bill_at),
      ('stage', 'won', NULL, t.won_at),
      ('stage', 'lost', NULL, t.lost_at),
      ('stage', 'refund', NULL, t.refund_at),
      ('owner', NULL, b.idx, t.assign_at),
      ('owner', NULL, t.reassign_to, t.reassign_at),
      ('call', NULL, b.idx, t.call1_at),
      ('call', NULL, t.reassign_to, t.call2_at)
    ) AS v(kind, stage, owner_idx, at)
    WHERE v.at IS NOT NULL AND v.at <= c.cutoff_local AND b.created <= c.cutoff_local`);
  await client.query('ANALYZE bench_deal_events');
  await client.query(`CREATE INDEX ON bench_deal_events (seq)`);

  // Current state of each deal: its latest stage and owner up to the cutoff.
  await step(
    'deals',
    `INSERT INTO deals (id, project_id, data_provider_id, external_id, title, owner_user_id, employee_id, stage, amount, product, product_id,
                        properties, link, created_at, updated_at, assigned_at)
     SELECT b.id, c.project_id, c.crm_id, 'D-' || b.seq, 'Lead #' || b.seq, o.crm_user_id, o.employee_id, st.stage, b.amount, 'p' || b.product_no, pr.id,
       jsonb_build_object('source', ($1::jsonb) ->> b.source_no, 'region', ($2::jsonb) ->> b.region_no),
       'https://crm.example.com/deals/' || b.seq, ev.created_at, ev.updated_at, coalesce(ow.assigned_at, ev.created_at)
     FROM bench_deals b CROSS JOIN bench_conf c
     JOIN bench_products pr ON pr.n = b.product_no
     JOIN LATERAL (SELECT min(e.at) FILTER (WHERE e.stage = 'new') AS created_at, max(e.at) FILTER (WHERE e.kind <> 'call') AS updated_at
                   FROM bench_deal_events e WHERE e.seq = b.seq) ev ON ev.created_at IS NOT NULL
     CROSS JOIN LATERAL (SELECT e.stage FROM bench_deal_events e WHERE e.seq = b.seq AND e.kind = 'stage' ORDER BY e.at DESC LIMIT 1) st
     LEFT JOIN LATERAL (SELECT e.owner_idx, e.at AS assigned_at FROM bench_deal_events e WHERE e.seq = b.seq AND e.kind = 'owner' ORDER BY e.at DESC LIMIT 1) ow ON true
     LEFT JOIN bench_staff o ON o.idx = ow.owner_idx`,
    [JSON.stringify(PROPERTY_OPTIONS.source), JSON.stringify(PROPERTY_OPTIONS.region)],
  );
}

export async function generateDealHistory(step: Step): Promise<void> {
  await step(
    'deal stage changes',
    `INSERT INTO deal_stage_changes (project_id, deal_id, stage, amount, changed_at)
     SELECT c.project_id, e.id, e.stage, b.amount, e.at
     FROM bench_deal_events e JOIN bench_deals b USING (seq) CROSS JOIN bench_conf c
     WHERE e.kind = 'stage' ORDER BY e.at`,
  );
  await step(
    'deal owner changes',
    `INSERT INTO deal_owner_changes (project_id, deal_id, owner_user_id, assigned_at)
     SELECT c.project_id, e.id, s.crm_user_id, e.at
     FROM bench_deal_events e JOIN bench_staff s ON s.idx = e.owner_idx CROSS JOIN bench_conf c
     WHERE e.kind = 'owner' ORDER BY e.at`,
  );
}

export async function generateCalls(_client: SqlClient, step: Step, options: TenantOptions): Promise<void> {
  const callsPerDay = options.callsPerDay ?? 85;
  // Two kinds in one statement (one trigger run). First contact with each lead, by whoever had it
  // then, logged on the deal in the CRM (a link is within one provider: that makes it speed to lead).
  // And the daily rhythm: attempts spread over each person's working hours, a fifth unanswered, most
  // through the telephony system, some dialled from the CRM.
  await step(
    'calls',
    `INSERT INTO calls (project_id, data_provider_id, external_id, owner_user_id, employee_id, deal_external_id, started_at, duration_seconds,
                        answered, direction, updated_at)
     SELECT c.project_id, c.crm_id, 'LC-' || e.seq || '-' || e.owner_idx, s.crm_user_id, s.employee_id, 'D-' || e.seq, e.at,
       CASE WHEN a.answered THEN 20 + ${exp(240)}::int ELSE 0 END, a.answered, 'outbound', e.at
     FROM bench_deal_events e JOIN bench_staff s ON s.idx = e.owner_idx CROSS JOIN bench_conf c
     CROSS JOIN LATERAL (SELECT e.seq, random() >= 0.25 AS answered OFFSET 0) a
     WHERE e.kind = 'call'
     UNION ALL
     SELECT c.project_id, CASE WHEN x.crm THEN c.crm_id ELSE c.phone_id END, 'C-' || s.idx || '-' || w.d || '-' || x.k,
       CASE WHEN x.crm THEN s.crm_user_id ELSE s.phone_user_id END, s.employee_id, NULL, x.at,
       CASE WHEN x.answered THEN 5 + ${exp(170)}::int ELSE 0 END, x.answered, CASE WHEN random() < 0.85 THEN 'outbound' ELSE 'inbound' END, x.at
     FROM ${WORKDAYS}
     CROSS JOIN LATERAL (
       SELECT k, (${workingMoment}) AT TIME ZONE c.tz AS at, random() >= 0.2 AS answered, random() < 0.3 AS crm
       FROM generate_series(1, ${dailyCount(String(callsPerDay))}) k OFFSET 0) x
     WHERE x.at <= c.cutoff`,
  );
}

export async function generateTasks(client: SqlClient, step: Step, options: TenantOptions): Promise<void> {
  const tasksPerDay = options.tasksPerDay ?? 22;
  // Due within a few days at the end of the working day; most done (some late), the rest open or overdue.
  await step(
    'tasks',
    `INSERT INTO tasks (project_id, data_provider_id, external_id, owner_user_id, employee_id, deal_external_id, title, due_at, completed_at,
                        created_at, updated_at)
     SELECT c.project_id, c.crm_id, 'T-' || s.idx || '-' || w.d || '-' || x.k, s.crm_user_id, s.employee_id, NULL,
       (ARRAY['Call back', 'Send proposal', 'Follow up', 'Prepare demo', 'Check payment'])[1 + x.k % 5],
       x.due_local AT TIME ZONE c.tz, CASE WHEN x.done_local <= c.cutoff_local THEN x.done_local AT TIME ZONE c.tz END,
       x.created_local AT TIME ZONE c.tz, coalesce(CASE WHEN x.done_local <= c.cutoff_local THEN x.done_local END, x.created_local) AT TIME ZONE c.tz
     FROM ${WORKDAYS}
     CROSS JOIN LATERAL (
       SELECT z.*, CASE WHEN z.done THEN pg_temp.bench_after(z.created_local, -ln(1 - z.r_delay) * ${4 * 3600}, s.start_s, s.end_s) END AS done_local
       FROM (SELECT k, ${workingMoment} AS created_local, (w.day + floor(random() * 4)::int) + make_interval(secs => s.end_s) AS due_local,
                    random() < 0.78 AS done, random() AS r_delay
             FROM generate_series(1, ${dailyCount(String(tasksPerDay))}) k OFFSET 0) z) x
     WHERE x.created_local <= c.cutoff_local`,
  );
}

/**
 * Loading millions of rows into empty tables is several times faster without their secondary
 * indexes: drop them (as the migrations defined them) and build them again afterwards. Only on
 * empty tables, so a live database is never left without its indexes.
 */
export async function suspendSecondaryIndexes(client: SqlClient, log: (line: string) => void): Promise<{ restore(): Promise<void> }> {
  const nonEmpty = await client.query(`SELECT 1 FROM calls UNION ALL SELECT 1 FROM deals UNION ALL SELECT 1 FROM tasks LIMIT 1`);
  if (nonEmpty.rows.length > 0) return { restore: async () => undefined };
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename IN (${activityTables.map((t) => `'${t}'`).join(', ')})
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname)`,
  );
  for (const index of rows) await client.query(`DROP INDEX "${index.indexname}"`);
  return {
    async restore() {
      const t0 = performance.now();
      for (const index of rows) await client.query(index.indexdef.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
      log(`indexes (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    },
  };
}
