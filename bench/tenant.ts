// A large tenant for the performance harness: one project with a time zone, a team with working
// hours, two providers (a CRM for deals, tasks and the calls logged on deals, a telephony system for
// most calls) whose users map to the team, stage definitions, products and properties, and N days
// of activity with realistic shapes: events inside each person's working hours in the project's
// zone, about a fifth of calls unanswered, a funnel that loses deals at every stage, refunds, deals
// without owner, reassigned deals, inactive employees and a few unmapped ("No owner") provider users.
//
// Everything is set-based SQL (INSERT ... SELECT over generate_series) run through one session, so
// the default three million rows generate in about a minute on PostgreSQL; the same statements run
// on PGlite for the embedded bench and the smoke test.

import {
  activityTables,
  type ActivityTable,
  createWorkingTimeFunction,
  generateCalls,
  generateDealHistory,
  generateDeals,
  generateTasks,
  PRODUCTS,
  PROPERTY_OPTIONS,
  suspendSecondaryIndexes,
  UNMAPPED_OWNERS,
} from './tenant-activity';

export { activityTables, type ActivityTable } from './tenant-activity';

/** One session: pg.Client or PGlite. Temporary tables and functions live for its duration. */
export type SqlClient = { query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }> };

export type TenantOptions = {
  employees: number;
  days: number;
  /** IANA zone of the project; every working hour below is local to it. */
  timeZone?: string;
  /** Last local day of activity (YYYY-MM-DD); default today in the project's zone. */
  endDate?: string;
  /** Nothing happens after this instant; default now. */
  now?: Date;
  /** Per person and working day, on average (each person works at their own pace around it). */
  callsPerDay?: number;
  dealsPerDay?: number;
  tasksPerDay?: number;
  /** Stored for every generated user; the owner signs in with the matching password. */
  passwordHash: string;
  /** 0..1, for a repeatable data set (one session, no parallel workers). */
  seed?: number;
  /** VACUUM ANALYZE the tables afterwards (default); false: ANALYZE only, which works inside a transaction. */
  vacuum?: boolean;
  /** Progress lines (statement and seconds). */
  log?: (line: string) => void;
};

export type Tenant = {
  projectId: string;
  ownerUserId: string;
  ownerEmail: string;
  crmProviderId: string;
  phoneProviderId: string;
  timeZone: string;
  /** First and last local day of activity (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
  employeeIds: string[];
  productIds: string[];
  propertyIds: string[];
  rows: Record<ActivityTable, number>;
  seconds: number;
};

/** Provider stages and what they mean; `new` and `qualified` are plain progress. */
export const benchStages: { stage: string; label: string; kind: string | null }[] = [
  { stage: 'new', label: 'New lead', kind: null },
  { stage: 'qualified', label: 'Qualified', kind: null },
  { stage: 'negotiation', label: 'Negotiation', kind: 'negotiation' },
  { stage: 'invoice', label: 'Invoice sent', kind: 'bill' },
  { stage: 'won', label: 'Paid', kind: 'won' },
  { stage: 'lost', label: 'Lost', kind: 'lost' },
  { stage: 'refund', label: 'Refunded', kind: 'refund' },
];

const IDENTIFIER_SAFE_ZONE = /^[A-Za-z0-9_+\-/]+$/;

function randomTag(): string {
  return Math.random().toString(36).slice(2, 10);
}

export async function generateTenant(client: SqlClient, options: TenantOptions): Promise<Tenant> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const timeZone = options.timeZone ?? 'Europe/Berlin';
  if (!IDENTIFIER_SAFE_ZONE.test(timeZone)) throw new Error(`unexpected time zone ${timeZone}`);
  if (!Number.isInteger(options.employees) || options.employees < 2) throw new Error('employees must be an integer of at least 2');
  if (!Number.isInteger(options.days) || options.days < 1) throw new Error('days must be a positive integer');
  const tag = randomTag();
  const domain = `t${tag}.bench.example.com`;
  const ownerEmail = `owner@${domain}`;

  const step = async (label: string, text: string, params: unknown[] = []) => {
    const t0 = performance.now();
    const result = await client.query(text, params);
    log(`${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return result.rows;
  };

  await client.query('SELECT setseed($1)', [options.seed ?? 0.42]);
  // A parallel plan would draw random() in workers and make the data set differ between runs.
  await client.query('SET max_parallel_workers_per_gather = 0').catch(() => undefined);

  const [owner] = await step('owner', `INSERT INTO users (name, email, password_hash) VALUES ('Bench Owner', $1, $2) RETURNING id`, [
    ownerEmail,
    options.passwordHash,
  ]);
  const ownerUserId = (owner as { id: string }).id;
  const [project] = await step('project', `INSERT INTO projects (name, created_by) VALUES ($1, $2) RETURNING id`, [
    `Bench tenant ${tag}`,
    ownerUserId,
  ]);
  const projectId = (project as { id: string }).id;
  await step(
    'settings',
    `INSERT INTO settings (project_id, name, value)
     SELECT $1, s.name, s.value FROM (VALUES ('timezone', $2), ('currency', 'EUR'), ('language', 'en'), ('work_hours', '09:00-18:00'),
       ('forecast_negotiation_to_bill', '40'), ('forecast_bill_to_won', '60'), ('distribution_delay', '15'), ('gift_shop_enabled', '0')) AS s(name, value)`,
    [projectId, timeZone],
  );
  await client.query(`INSERT INTO employees (project_id, user_id, role) VALUES ($1, $2, 'OWNER')`, [projectId, ownerUserId]);
  const providers = await step(
    'providers',
    `INSERT INTO data_providers (project_id, type, name) VALUES ($1, 'webhook', 'CRM'), ($1, 'webhook', 'Telephony') RETURNING id, name`,
    [projectId],
  );
  const crmProviderId = (providers as { id: string; name: string }[]).find((p) => p.name === 'CRM')!.id;
  const phoneProviderId = (providers as { id: string; name: string }[]).find((p) => p.name === 'Telephony')!.id;

  // Run-wide constants, joined into every statement below instead of repeating parameters.
  await client.query(
    `CREATE TEMP TABLE bench_conf (project_id uuid, crm_id uuid, phone_id uuid, tz text, first_day date, last_day date, days int, cutoff timestamptz, cutoff_local timestamp)`,
  );
  const endDate = options.endDate ?? null;
  await client.query(
    `INSERT INTO bench_conf
     SELECT $1::uuid, $2::uuid, $3::uuid, $4::text, e.last_day - ($5::int - 1), e.last_day, $5::int, c.cutoff, c.cutoff AT TIME ZONE $4::text
     FROM (SELECT coalesce($6::date, ($7::timestamptz AT TIME ZONE $4::text)::date) AS last_day) e
     CROSS JOIN LATERAL (SELECT least($7::timestamptz, (e.last_day + 1)::timestamp AT TIME ZONE $4::text) AS cutoff) c`,
    [projectId, crmProviderId, phoneProviderId, timeZone, options.days, endDate, (options.now ?? new Date()).toISOString()],
  );
  await createWorkingTimeFunction(client);

  // The team: working windows (most 09-18, some early or late shifts, a few working Saturdays),
  // a personal pace, and a last day (inactive employees left during the period).
  await client.query(
    `CREATE TEMP TABLE bench_staff (idx int PRIMARY KEY, mapped boolean, user_id uuid, employee_id uuid, crm_user_id uuid, phone_user_id uuid,
       start_s int, end_s int, saturday boolean, last_day int, pace double precision)`,
  );
  await step(
    'staff',
    `INSERT INTO bench_staff (idx, mapped, start_s, end_s, saturday, last_day, pace)
     SELECT i, i <= $1::int,
       CASE i % 10 WHEN 0 THEN 12 * 3600 WHEN 1 THEN 8 * 3600 WHEN 2 THEN 10 * 3600 ELSE 9 * 3600 END,
       CASE i % 10 WHEN 0 THEN 20 * 3600 WHEN 1 THEN 17 * 3600 WHEN 2 THEN 19 * 3600 ELSE 18 * 3600 END,
       i % 9 = 0,
       CASE WHEN i > $1::int THEN (c.days - 1) / 3 WHEN i % 25 = 12 THEN (c.days - 1) * 2 / 3 ELSE c.days - 1 END,
       CASE WHEN i > $1::int THEN 0.3 ELSE 0.55 + random() * 0.9 END
     FROM generate_series(1, $1::int + $2::int) i CROSS JOIN bench_conf c`,
    [options.employees, UNMAPPED_OWNERS],
  );
  await step(
    'users',
    `INSERT INTO users (name, email, password_hash)
     SELECT 'Manager ' || lpad(s.idx::text, 4, '0'), 'manager.' || s.idx || '@' || $1, $2 FROM bench_staff s WHERE s.mapped`,
    [domain, options.passwordHash],
  );
  await client.query(`UPDATE bench_staff s SET user_id = u.id FROM users u WHERE u.email = 'manager.' || s.idx || '@' || $1`, [domain]);
  await step(
    'employees',
    `INSERT INTO employees (project_id, user_id, role, status, schedules)
     SELECT c.project_id, s.user_id, 'REPRESENTATIVE', CASE WHEN s.last_day < c.days - 1 THEN 'inactive' ELSE 'active' END,
       (SELECT jsonb_agg(jsonb_build_object('day', d, 'start', to_char(make_time(s.start_s / 3600, 0, 0), 'HH24:MI'),
                                            'end', to_char(make_time(s.end_s / 3600, 0, 0), 'HH24:MI')) ORDER BY d)
        FROM generate_series(1, CASE WHEN s.saturday THEN 6 ELSE 5 END) d)
     FROM bench_staff s CROSS JOIN bench_conf c WHERE s.mapped`,
  );
  await client.query(
    `UPDATE bench_staff s SET employee_id = e.id FROM employees e, bench_conf c WHERE e.project_id = c.project_id AND e.user_id = s.user_id`,
  );
  // CRM users match by e-mail; telephony extensions were mapped by hand on the Mapping screen.
  await step(
    'provider users',
    `INSERT INTO provider_users (project_id, data_provider_id, external_id, name, email, employee_id, mapped_manually)
     SELECT c.project_id, c.crm_id, 'crm-' || s.idx, CASE WHEN s.mapped THEN 'Manager ' || lpad(s.idx::text, 4, '0') ELSE 'Former rep ' || s.idx END,
       CASE WHEN s.mapped THEN 'manager.' || s.idx || '@' || $1 ELSE 'former.' || s.idx || '@' || $1 END, s.employee_id, false
     FROM bench_staff s CROSS JOIN bench_conf c
     UNION ALL
     SELECT c.project_id, c.phone_id, 'ext-' || (100 + s.idx), 'Extension ' || (100 + s.idx), NULL, s.employee_id, s.mapped
     FROM bench_staff s CROSS JOIN bench_conf c`,
    [domain],
  );
  await client.query(
    `UPDATE bench_staff s SET crm_user_id = p.id FROM provider_users p, bench_conf c WHERE p.data_provider_id = c.crm_id AND p.external_id = 'crm-' || s.idx`,
  );
  await client.query(
    `UPDATE bench_staff s SET phone_user_id = p.id FROM provider_users p, bench_conf c WHERE p.data_provider_id = c.phone_id AND p.external_id = 'ext-' || (100 + s.idx)`,
  );
  await client.query('ANALYZE bench_staff');

  await step(
    'definitions',
    `INSERT INTO definitions (project_id, data_provider_id, stage, label, kind, position)
     SELECT c.project_id, c.crm_id, d.stage, d.label, d.kind, d.position
     FROM jsonb_to_recordset($1::jsonb) AS d(stage text, label text, kind text, position int) CROSS JOIN bench_conf c`,
    [JSON.stringify(benchStages.map((s, position) => ({ ...s, position })))],
  );
  const products = await step(
    'catalogue',
    `INSERT INTO products (project_id, data_provider_id, external_key, name, sku)
     SELECT c.project_id, c.crm_id, 'p' || n, p.name, 'SKU-' || lpad(n::text, 3, '0')
     FROM jsonb_array_elements_text($1::jsonb) WITH ORDINALITY AS p(name, n) CROSS JOIN bench_conf c RETURNING id, external_key`,
    [JSON.stringify(PRODUCTS)],
  );
  await client.query(
    `INSERT INTO product_sources (project_id, data_provider_id, field) SELECT project_id, crm_id, 'product' FROM bench_conf`,
  );
  const properties = await client.query<{ id: string }>(
    `INSERT INTO properties (project_id, data_provider_id, key, name, value_type, options)
     SELECT c.project_id, c.crm_id, p.key, initcap(p.key), 'string', p.options
     FROM jsonb_each($1::jsonb) AS p(key, options) CROSS JOIN bench_conf c RETURNING id`,
    [JSON.stringify(PROPERTY_OPTIONS)],
  );
  await client.query(
    `CREATE TEMP TABLE bench_products AS SELECT substr(external_key, 2)::int AS n, id FROM products p, bench_conf c WHERE p.data_provider_id = c.crm_id`,
  );

  const bulk = await suspendSecondaryIndexes(client, log);
  // Foreign keys hold by construction (every id comes from the rows inserted above; the smoke test
  // checks them): skipping their per-row triggers halves the load. Needs a superuser; else they run.
  const triggersOff = await client.query(`SET session_replication_role = replica`).then(
    () => true,
    () => false,
  );
  try {
    // The analytics triggers recompute what a statement touches: one statement per table, and the
    // deal histories last, so lead assignments are worked out once, with every action in place.
    await generateDeals(client, step, options);
    await generateCalls(client, step, options);
    await generateTasks(client, step, options);
    await generateDealHistory(step);
  } finally {
    if (triggersOff) await client.query(`SET session_replication_role = DEFAULT`);
    await bulk.restore();
  }
  for (const table of activityTables) await step(`analyze ${table}`, `${options.vacuum === false ? '' : 'VACUUM '}ANALYZE ${table}`);
  // And the rollup the triggers filled on the way: on the embedded database nothing else would (no
  // autovacuum; the server analyses it only once it runs). Not the whole database: the generator's
  // own tables would be planned differently next time, and the same seed must give the same data.
  await step('analyze lead_assignments', 'ANALYZE lead_assignments');
  if (options.vacuum !== false) {
    // Gigabytes just written would otherwise be flushed by the next timed checkpoint, in the middle
    // of some later scenario; measurements start from written-out data (needs a superuser or
    // pg_checkpoint; skipped without).
    await client.query('CHECKPOINT').catch(() => undefined);
  }

  const [span] = (await client.query<{ first_day: string; last_day: string }>(`SELECT first_day::text, last_day::text FROM bench_conf`))
    .rows;
  const employeeIds = (
    await client.query<{ employee_id: string }>(`SELECT employee_id FROM bench_staff WHERE mapped ORDER BY idx`)
  ).rows.map((r) => r.employee_id);
  const rows = {} as Record<ActivityTable, number>;
  for (const table of activityTables) {
    const [counted] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE project_id = $1`, [projectId]))
      .rows;
    rows[table] = counted!.n;
  }
  await client.query('DROP TABLE bench_conf, bench_staff, bench_deals, bench_deal_times, bench_deal_events, bench_products');
  return {
    projectId,
    ownerUserId,
    ownerEmail,
    crmProviderId,
    phoneProviderId,
    timeZone,
    firstDay: span!.first_day,
    lastDay: span!.last_day,
    employeeIds,
    productIds: (products as { id: string }[]).map((p) => p.id),
    propertyIds: properties.rows.map((p) => p.id),
    rows,
    seconds: (performance.now() - started) / 1000,
  };
}
