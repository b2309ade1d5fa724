// The platform scenarios: accounts, projects list, webhook ingestion and CSV import. Each takes the
// HTTP client and a scale (`quick` makes every count smaller) and returns table rows.
import { createHmac } from 'node:crypto';
import { measure } from './lib.mjs';

const PASSWORD = 'bench-password-1';

export async function accountsScenario({ post }, { quick }) {
  const n = quick ? 40 : 200;
  const email = `bench.${Date.now()}@example.com`;
  await post('/api/users', { name: 'Bench', email, plainPassword: PASSWORD }, 201);
  // Warm-up: JIT, connection, argon2 memory.
  for (let i = 0; i < 10; i++) await post('/api/auth/login', { email, password: PASSWORD }, 200);
  const results = [];
  results.push(await measure('POST /api/auth/login', n, 1, () => post('/api/auth/login', { email, password: PASSWORD }, 200)));
  results.push(await measure('POST /api/auth/login', n, 4, () => post('/api/auth/login', { email, password: PASSWORD }, 200)));
  let refreshToken = (await post('/api/auth/login', { email, password: PASSWORD }, 200)).refresh_token;
  results.push(
    await measure('POST /api/auth/refresh', n * 2.5, 1, async () => {
      refreshToken = (await post('/api/auth/refresh', { refresh_token: refreshToken }, 200)).refresh_token;
    }),
  );
  const tokens = await Promise.all(Array.from({ length: 4 }, () => post('/api/auth/login', { email, password: PASSWORD }, 200)));
  const chains = tokens.map((t) => t.refresh_token);
  results.push(
    // One token chain per worker: a chain is sequential by nature (each refresh spends the last token).
    await measure('POST /api/auth/refresh', n * 2.5, 4, async (_i, chain) => {
      chains[chain] = (await post('/api/auth/refresh', { refresh_token: chains[chain] }, 200)).refresh_token;
    }),
  );
  return results;
}

/** A user in many projects (the select-project screen's worst case); returns the user's token too. */
export async function projectsScenario({ post, get }, { quick }) {
  const projects = quick ? 100 : 1000;
  const email = `bench.many.${Date.now()}@example.com`;
  await post('/api/users', { name: 'Many', email, plainPassword: PASSWORD }, 201);
  const { token } = await post('/api/auth/login', { email, password: PASSWORD }, 200);
  await measure('setup: POST /api/projects', projects, 4, (i) =>
    post('/api/projects', { name: `Project ${String(i).padStart(4, '0')}` }, 201, token),
  );
  const first = await get('/api/projects?itemsPerPage=30', token);
  if (first.total !== projects || first.projects.length !== 30) throw new Error('unexpected project list');
  const label = `GET /api/projects (${projects.toLocaleString('en')} projects, page 1)`;
  const results = [];
  results.push(await measure(label, 300, 1, () => get('/api/projects?itemsPerPage=30', token)));
  results.push(await measure(label, 300, 4, () => get('/api/projects?itemsPerPage=30', token)));
  results.push(
    await measure('GET /api/projects?name=… (search)', 300, 1, () => get('/api/projects?itemsPerPage=30&name=Project%2009', token)),
  );
  return results;
}

async function workspace({ post }) {
  const email = `bench.ingest.${Date.now()}@example.com`;
  await post('/api/users', { name: 'Ingest', email, plainPassword: PASSWORD }, 201);
  const { token } = await post('/api/auth/login', { email, password: PASSWORD }, 200);
  const project = await post('/api/projects', { name: 'Ingestion bench' }, 201, token);
  return { token, project };
}

/** Webhook ingestion: batches of 500 signed events (calls, deals, tasks), new and then re-sent. */
export async function ingestionScenario(http, { quick }) {
  const { base, post } = http;
  const { token, project } = await workspace(http);
  const provider = await post('/api/data_providers', { project: project['@id'], type: 'webhook', name: 'Bench' }, 201, token);
  const owners = Array.from({ length: 300 }, (_, i) => `owner-${i}`);
  let serial = 0;
  const batch = () => {
    const events = [];
    for (let i = 0; i < 500; i++) {
      serial += 1;
      const at = new Date(Date.UTC(2026, 10, 2, 8) + serial * 1000).toISOString();
      const owner = owners[serial % owners.length];
      const kind = serial % 10;
      if (kind < 7)
        events.push({ type: 'call', externalId: `c-${serial}`, ownerExternalId: owner, startedAt: at, durationSeconds: serial % 300 });
      // Deals name a product and custom fields, as CRM deals do: ingestion observes both.
      else if (kind < 9) {
        const properties = { region: `region-${serial % 12}`, seats: serial % 250, source: serial % 3 ? 'web' : 'phone' };
        events.push({
          type: 'deal',
          externalId: `d-${serial}`,
          ownerExternalId: owner,
          stage: 'new',
          amount: serial % 5000,
          product: `product-${serial % 40}`,
          properties,
          createdAt: at,
          updatedAt: at,
        });
      } else events.push({ type: 'task', externalId: `t-${serial}`, ownerExternalId: owner, createdAt: at, updatedAt: at, dueAt: at });
    }
    return JSON.stringify({ events });
  };
  const sendBatch = async (raw) => {
    const signature = `sha256=${createHmac('sha256', provider.secret).update(raw).digest('hex')}`;
    const response = await fetch(`${base}/api/data_providers/${provider.id}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body: raw,
    });
    if (response.status !== 200) throw new Error(`ingest answered ${response.status}: ${await response.text()}`);
  };
  const batches = Array.from({ length: quick ? 10 : 40 }, batch);
  const results = [];
  for (const label of ['new', 're-sent']) {
    const started = performance.now();
    const timing = await measure(`POST /api/data_providers/{id}/events (500 ${label} events)`, batches.length, 2, (i) =>
      sendBatch(batches[i]),
    );
    const seconds = (performance.now() - started) / 1000;
    results.push({ ...timing, events_per_s: Math.round((batches.length * 500) / seconds) });
  }
  return results;
}

/** CSV import: call rows streamed through parse, map and ingestion. */
export async function csvScenario(http, { quick }) {
  const { base, post } = http;
  const rows = quick ? 10_000 : 100_000;
  const { token, project } = await workspace(http);
  const provider = await post('/api/data_providers', { project: project['@id'], type: 'csv', name: 'Bench CSV' }, 201, token);
  const csvImport = await post(
    `/api/data_providers/${provider.id}/csv/imports`,
    {
      mapping: {
        kind: 'calls',
        columns: { externalId: 'id', owner: 'agent', startedAt: 'start', durationSeconds: 'seconds', answered: 'answered' },
        options: { timeZone: 'Europe/Berlin' },
      },
    },
    201,
    token,
  );
  const lines = ['id,agent,start,seconds,answered'];
  for (let i = 0; i < rows; i++) {
    const at = new Date(Date.UTC(2026, 9, 1, 7) + i * 60_000).toISOString();
    lines.push(`csv-${i},agent${i % 300}@example.com,${at},${i % 600},${i % 4 ? 'yes' : 'no'}`);
  }
  const started = performance.now();
  const response = await fetch(`${base}/api/csv_imports/${csvImport.id}/file`, {
    method: 'PUT',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    body: lines.join('\n'),
  });
  const result = await response.json();
  if (response.status !== 200 || result.imported !== rows) throw new Error(`CSV import: ${JSON.stringify(result).slice(0, 300)}`);
  const seconds = (performance.now() - started) / 1000;
  return [
    {
      scenario: `PUT /api/csv_imports/{id}/file (${rows.toLocaleString('en')} rows)`,
      requests: 1,
      concurrency: 1,
      p50_ms: Math.round(seconds * 1000),
      events_per_s: Math.round(rows / seconds),
    },
  ];
}
