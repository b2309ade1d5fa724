// Lead distribution: from a lead's webhook to its assignment committed, with the large tenant's 300
// employees in one distribution and 50 new leads a second (one signed webhook request per lead),
// then the capacity: the rate stepped up until p95 reaches 250 ms.
// The commit is observed where it happens: each assignment NOTIFYs inside its transaction, and a
// LISTEN connection here hears it at commit. Needs PostgreSQL (a second connection to the data).
import { createHmac } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { summarize } from './lib.mjs';

/** The capacity's latency target, and the rates stepped through to find it. */
const CAPACITY_P95_MS = 250;
const CAPACITY_STEPS = [50, 75, 100, 125, 150, 200, 250, 300, 400];
const CAPACITY_SECONDS = 10;
/** Between runs: the queue drains and the rollups settle, so a step does not pay for the last one. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:59' }));

export async function distributionScenario(http, { tenant, token, databaseUrl, quick, rate = 50, capacity = true }) {
  const { post } = http;
  const seconds = quick ? 4 : 20;
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  // Everyone at work whenever the bench runs (eligibility follows each employee's schedule); the
  // tenant's own schedules come back afterwards, so analytics measured later are unchanged.
  // Earlier runs' distributions and any lead they left undecided would compete with this run's.
  await listener.query(`DELETE FROM distributions WHERE project_id = $1 AND name LIKE 'Bench leads %'`, [tenant.projectId]);
  await listener.query(
    `UPDATE distribution_leads SET state = CASE WHEN due_at IS NULL THEN state ELSE 'skipped' END, due_at = NULL,
       writeback_state = CASE WHEN writeback_state = 'pending' THEN 'done' ELSE writeback_state END, writeback_due_at = NULL
     WHERE project_id = $1 AND (due_at IS NOT NULL OR writeback_state = 'pending')`,
    [tenant.projectId],
  );
  const { rows: saved } = await listener.query('SELECT id, schedules FROM employees WHERE project_id = $1', [tenant.projectId]);
  await listener.query('UPDATE employees SET schedules = $2::jsonb WHERE project_id = $1', [tenant.projectId, JSON.stringify(ALL_WEEK)]);
  try {
    const project = `/api/projects/${tenant.projectId}`;
    const provider = await post('/api/data_providers', { project, type: 'webhook', name: `Leads ${Date.now()}` }, 201, token);
    const employees = tenant.employeeIds.map((id, i) => ({ employee: `/api/employees/${id}`, weight: 1 + (i % 3) }));
    const distribution = await post(
      '/api/distributions',
      { project, name: `Bench leads ${Date.now()}`, dataProviders: [provider['@id']], employees },
      201,
      token,
    );

    const heard = new Map();
    listener.on('notification', ({ payload }) => {
      const at = performance.now();
      const data = JSON.parse(payload ?? '{}');
      if (data.lead?.dealId && !heard.has(data.lead.dealId)) heard.set(data.lead.dealId, at);
    });
    await listener.query('LISTEN activity');

    // One run at a rate: `rate` signed webhook requests a second for `duration` seconds, each lead
    // timed from its request to its assignment's commit.
    let run = 0;
    const runAt = async (rate, duration) => {
      run++;
      const sentAt = new Map();
      const answered = [];
      const failures = [];
      const total = Math.round(rate * duration);
      const started = performance.now();
      const inFlight = [];
      for (let i = 0; i < total; i++) {
        // Paced to the rate from the start, so a slow answer does not slow the senders down.
        const due = started + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const externalId = `lead-${Date.now()}-${run}-${i}`;
        const now = new Date().toISOString();
        const body = JSON.stringify({
          events: [{ type: 'deal', externalId, stage: 'new', title: `Enquiry ${i}`, createdAt: now, updatedAt: now }],
        });
        const signature = `sha256=${createHmac('sha256', provider.secret).update(body).digest('hex')}`;
        const sent = performance.now();
        sentAt.set(externalId, sent);
        inFlight.push(
          fetch(`${http.base}/api/data_providers/${provider.id}/events`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-signature': signature },
            body,
          })
            .then(async (response) => {
              if (response.status !== 200) failures.push(`${response.status} ${await response.text()}`);
              else await response.arrayBuffer();
              answered.push(performance.now() - sent);
            })
            .catch((error) => failures.push(String(error))),
        );
      }
      await Promise.all(inFlight);
      const { rows: leads } = await listener.query(
        'SELECT id, external_id FROM deals WHERE data_provider_id = $1 AND external_id = ANY($2)',
        [provider.id, [...sentAt.keys()]],
      );
      const deadline = performance.now() + 30_000;
      while (leads.some(({ id }) => !heard.has(id)) && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const latencies = [];
      for (const { id, external_id: externalId } of leads) {
        const at = heard.get(id);
        const sent = sentAt.get(externalId);
        if (at !== undefined && sent !== undefined) latencies.push(at - sent);
      }
      return {
        rate,
        total,
        heard: latencies.length,
        failures,
        committed: summarize(latencies),
        webhook: summarize(answered),
        load: os.loadavg()[0],
      };
    };
    const describe = (r) =>
      `${r.rate} leads/s: webhook answered p50 ${r.webhook.p50_ms} ms, p95 ${r.webhook.p95_ms} ms; assignment committed p50 ${r.committed.p50_ms} ms, p95 ${r.committed.p95_ms} ms` +
      ` (${r.heard}/${r.total} heard, load ${r.load.toFixed(2)})`;

    const measured = await runAt(rate, seconds);
    console.log(`  ${describe(measured)}`);

    // Capacity: the highest rate at which p95 stays under the target, stepping up until a step misses
    // it (or loses a lead), so the headroom shows and not only pass or fail.
    const steps = [];
    if (capacity) {
      await settle();
      for (const step of CAPACITY_STEPS) {
        const result = await runAt(step, quick ? 3 : CAPACITY_SECONDS);
        steps.push(result);
        console.log(`  capacity step ${describe(result)}`);
        if (!(result.committed.p95_ms < CAPACITY_P95_MS) || result.heard < result.total || result.failures.length) break;
        await settle();
      }
    }
    const passed = steps.filter((r) => r.committed.p95_ms < CAPACITY_P95_MS && r.heard === r.total && !r.failures.length);
    const reached = passed.length === steps.length ? '≥' : '';
    const capacityNote = capacity
      ? `; capacity ${passed.length ? `${reached}${passed.at(-1).rate}` : `<${CAPACITY_STEPS[0]}`} leads/s at p95 < ${CAPACITY_P95_MS} ms`
      : '';
    if (capacity) console.log(`  capacity${capacityNote.slice('; capacity'.length)}`);

    // Every lead of every run assigned, and exactly once.
    const { rows: counts } = await listener.query(
      `SELECT count(*) FILTER (WHERE state = 'assigned')::int AS assigned, count(*)::int AS leads, count(DISTINCT employee_id)::int AS employees,
              (SELECT count(*)::int FROM distribution_logs l WHERE l.distribution_id = $1 AND l.decision = 'assigned') AS decisions
         FROM distribution_leads WHERE distribution_id = $1`,
      [distribution.id],
    );
    const { assigned, leads, employees: reached_, decisions } = counts[0];
    const failures = [measured, ...steps].flatMap((r) => r.failures);
    return [
      {
        scenario: `webhook lead -> assignment committed (${tenant.employeeIds.length} employees, ${rate} leads/s for ${seconds} s)`,
        requests: measured.total,
        concurrency: `${rate}/s`,
        p50_ms: measured.committed.p50_ms,
        p95_ms: measured.committed.p95_ms,
        max_ms: measured.committed.max_ms,
        rps: rate,
        events_per_s:
          `${assigned}/${leads} assigned (${decisions} assignments) to ${reached_} employees${capacityNote}` +
          `${failures.length ? `, ${failures.length} failed: ${failures[0].slice(0, 120)}` : ''}`,
        capacity: capacity
          ? {
              p95_target_ms: CAPACITY_P95_MS,
              leads_per_s: passed.at(-1)?.rate ?? 0,
              steps: steps.map(({ failures: f, ...r }) => ({ ...r, failed: f.length })),
            }
          : undefined,
      },
    ];
  } finally {
    for (const row of saved)
      await listener.query('UPDATE employees SET schedules = $2::jsonb WHERE id = $1', [row.id, JSON.stringify(row.schedules)]);
    await listener.end();
  }
}
