// Lead distribution: from a lead's webhook to its assignment committed, with the large tenant's 300
// employees in one distribution and 50 new leads a second (one signed webhook request per lead).
// The commit is observed where it happens: each assignment NOTIFYs inside its transaction, and a
// LISTEN connection here hears it at commit. Needs PostgreSQL (a second connection to the data).
import { createHmac } from 'node:crypto';
import pg from 'pg';
import { summarize } from './lib.mjs';

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:59' }));

export async function distributionScenario(http, { tenant, token, databaseUrl, quick, rate = 50 }) {
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
    const distribution = await post('/api/distributions', { project, name: `Bench leads ${Date.now()}`, dataProviders: [provider['@id']], employees }, 201, token);

    const heard = new Map();
    listener.on('notification', ({ payload }) => {
      const at = performance.now();
      const data = JSON.parse(payload ?? '{}');
      if (data.lead?.dealId && !heard.has(data.lead.dealId)) heard.set(data.lead.dealId, at);
    });
    await listener.query('LISTEN activity');

    const sentAt = new Map();
    const failures = [];
    const total = rate * seconds;
    const started = performance.now();
    const inFlight = [];
    for (let i = 0; i < total; i++) {
      // Paced to the rate from the start, so a slow answer does not slow the senders down.
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const externalId = `lead-${Date.now()}-${i}`;
      const now = new Date().toISOString();
      const body = JSON.stringify({ events: [{ type: 'deal', externalId, stage: 'new', title: `Enquiry ${i}`, createdAt: now, updatedAt: now }] });
      const signature = `sha256=${createHmac('sha256', provider.secret).update(body).digest('hex')}`;
      sentAt.set(externalId, performance.now());
      inFlight.push(
        fetch(`${http.base}/api/data_providers/${provider.id}/events`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signature }, body })
          .then(async (response) => {
            if (response.status !== 200) failures.push(`${response.status} ${await response.text()}`);
            else await response.arrayBuffer();
          })
          .catch((error) => failures.push(String(error))),
      );
    }
    await Promise.all(inFlight);
    const deadline = performance.now() + 30_000;
    while (heard.size < total && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    const { rows: leads } = await listener.query('SELECT id, external_id FROM deals WHERE data_provider_id = $1', [provider.id]);
    const latencies = [];
    for (const { id, external_id: externalId } of leads) {
      const at = heard.get(id);
      const sent = sentAt.get(externalId);
      if (at !== undefined && sent !== undefined) latencies.push(at - sent);
    }
    const { rows: counts } = await listener.query(
      `SELECT count(*) FILTER (WHERE state = 'assigned')::int AS assigned, count(*)::int AS leads,
              count(DISTINCT employee_id)::int AS employees FROM distribution_leads WHERE distribution_id = $1`,
      [distribution.id],
    );
    const { p50_ms, p95_ms, max_ms } = summarize(latencies);
    return [
      {
        scenario: `webhook lead -> assignment committed (${tenant.employeeIds.length} employees, ${rate} leads/s for ${seconds} s)`,
        requests: total,
        concurrency: `${rate}/s`,
        p50_ms,
        p95_ms,
        max_ms,
        rps: rate,
        events_per_s: `${counts[0].assigned}/${total} assigned to ${counts[0].employees} employees${failures.length ? `, ${failures.length} failed: ${failures[0].slice(0, 120)}` : ''}`,
      },
    ];
  } finally {
    for (const row of saved) await listener.query('UPDATE employees SET schedules = $2::jsonb WHERE id = $1', [row.id, JSON.stringify(row.schedules)]);
    await listener.end();
  }
}
